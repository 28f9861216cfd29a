import { getNamedType, getNullableType, isInputObjectType, isListType, isObjectType, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from './build-schema.js';
import { DEFAULT_PAGE_SIZE } from '@portal/domain';

/*
 * The shape every feature copies: one type for a person, a connection for
 * every list that can grow (with the one default page size), one shape for
 * every `orderBy`.
 */

/** Lists that cannot grow past what one request or one record holds, and why. */
const BOUNDED_LISTS: Record<string, string> = {
  'AuthStatus.roles': 'the roles a user holds: five at most',
  'User.roles': 'the roles a user holds: five at most',
  'Assignment.activities': 'chosen by hand for one assignment; its writes cap how many',
  'Query.studentsNamed': 'the namesakes of one import, whose names are capped at 5,000; a school holds only so many',
  'Activity.yearLevels': 'school years: four at most (3 to 6)',
  'Activity.curriculumCodes': 'written with the content: a handful per activity',
  'Activity.questions': "a quiz's questions, written with the content: a handful",
  'QuizQuestion.choices': "a question's answers, written with the content: four or so",
  'Game.items': "a game's items, written with the content: 6 to 12",
  'Game.targets': "a game's groups, partners or spots, written with the content: at most its items",
  'Game.solution': 'one per item of the game: 6 to 12',
  'Activity.check': "a book's, animation's or song's check, written with the content: 1 to 3",
  'Book.pages': "a book's pages, written with the content: 5 to 10",
  'Animation.scenes': "an animation's scenes, written with the content: 4 to 8",
  'Song.verses': "a song's verses, written with the content: 2 to 4",
  'Song.chorus': "a chorus's lines, written with the content: 2 to 4",
  'SongVerse.lines': "a verse's lines, written with the content: four",
  'AttemptPayload.feedback':
    'one item per question of the quiz answered or item of the game placed: at most QUIZ_QUESTIONS_MAX (20)',
  'CreateAccountsPayload.created': 'at most the accounts of the call (500)',
  'CreateAccountsPayload.alreadyPresent': 'at most the accounts of the call (500)',
  'DeleteUsersPayload.deletedIds': 'the ids of the call',
  'UsersPayload.users': 'the ids of the call',
  'AttemptEvent.leaderboard':
    "the entries one attempt moved: its student and the classmates it passed, at most its group's students; an event is pushed whole, never paged",
  'ProgressReportRow.progress': "one flag per activity of the assignment (Assignment.activities' bound)",
  'ProgressReportRow.activities': "one entry per activity of the assignment (Assignment.activities' bound)",
  'ProgressReportRow.completed': "one flag per activity of the assignment (Assignment.activities' bound)",
  'Query.topics': 'the fixed list of ten topics',
  'Query.generalCapabilities': 'the fixed list of seven general capabilities',
  'User.grades': 'one per topic or capability: ten at most',
  'Query.curriculum': 'the shipped curriculum: 114 content descriptions, written with the content',
  'Query.activityCurriculum': 'the codes the shipped library covers: part of the 114 content descriptions',
  'Query.results': 'the ids of the call (at most 100)',
  'Query.groupResults': 'the ids of the call (at most 100)',
  'Curriculum.capabilities': 'the seven general capabilities at most',
  'StudentResult.curriculum': 'curriculum items with an answer: the shipped curriculum (114) at most',
  'GroupResult.curriculum': 'curriculum items with an answer: the shipped curriculum (114) at most',
  'StudentResult.comments': 'the newest 5 (spec 2 §9)',
  'GroupResult.comments': 'the newest 5 (spec 2 §9)',
  'StudentResult.topicGrades': 'one per topic: ten',
  'StudentResult.capabilityGrades': 'one per capability: seven',
  'AssignmentResult.activities': "the assignment's activities (Assignment.activities' bound)",
  'AssignmentResult.curriculum':
    "the codes its activities cover: a handful per activity (Activity.curriculumCodes' bound)",
  'Metrics.months': 'one per month of the period: 1, 3 or 12, or since the first month with work for ALL (12 a year)',
  'MetricsMonth.learningAreas': 'the ten learning areas, one per realm',
  'School.groupAccuracy':
    "12 months of the groups the caller tracks: the chart draws every group's line, from one REST read (deprecated: School.groupAccuracies pages them)",
  'GroupAccuracySeries.months': 'one per month of the period (as Metrics.months), of one group',
  'School.yearLevelDistribution': 'one per year level (1 to 10) and one for none: eleven at most',
  'PrintSignInCardsPayload.cards':
    "one per student of one group, printed together: the answer of one write, the group's size",
};

const schema = buildGatewaySchema();
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type) => isObjectType(type) && !type.name.startsWith('__'),
);
const fields = objectTypes.flatMap((type) =>
  isObjectType(type) ? Object.values(type.getFields()).map((field) => ({ owner: type.name, field })) : [],
);
const isConnection = (field: GraphQLField<unknown, unknown>) => getNamedType(field.type).name.endsWith('Connection');

describe('the schema’s shape', () => {
  it('has one person type: User (no other type holds a first and a last name)', () => {
    const people = objectTypes
      .filter((type) => isObjectType(type) && 'firstName' in type.getFields() && 'lastName' in type.getFields())
      .map((type) => type.name);
    expect(people).toEqual(['User']);
  });

  it('makes every list that can grow a connection; the others are listed with the reason they cannot grow', () => {
    const lists = fields
      .filter(({ owner, field }) => isListType(getNullableType(field.type)) && !owner.endsWith('Connection'))
      .map(({ owner, field }) => `${owner}.${field.name}`);
    expect(lists.sort()).toEqual(Object.keys(BOUNDED_LISTS).sort());
  });

  it('pages every connection with `first` (default the one page size) and `after`', () => {
    const connections = fields.filter(({ field }) => isConnection(field));
    expect(connections.length).toBeGreaterThan(5);
    for (const { owner, field } of connections) {
      const args = Object.fromEntries(field.args.map((arg) => [arg.name, arg]));
      expect(args.first?.defaultValue, `${owner}.${field.name}`).toBe(DEFAULT_PAGE_SIZE);
      expect(args.after, `${owner}.${field.name}`).toBeDefined();
    }
  });

  it('orders with one input shape, `{ field, direction }`', () => {
    const orderArgs = fields.flatMap(({ field }) => field.args.filter((arg) => arg.name === 'orderBy'));
    expect(orderArgs.length).toBeGreaterThan(0);
    for (const arg of orderArgs) {
      const input = getNamedType(arg.type);
      expect(isInputObjectType(input) && Object.keys(input.getFields()).sort()).toEqual(['direction', 'field']);
      const direction = isInputObjectType(input) ? input.getFields().direction : undefined;
      expect(direction && getNamedType(direction.type).name).toBe('OrderDirection');
    }
  });
});
