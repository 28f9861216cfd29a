import { ERROR_KINDS, MAX_COMMENT_LENGTH } from '@portal/domain';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLError } from 'graphql';
import { Auth, requireAccess, viewerWith } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { PageArgs } from '../../schema/page.args.js';
import { User, linkedUser, userFromRest } from '../people/user.type.js';
import {
  Comment,
  CommentConnection,
  CommentInput,
  CommentPayload,
  EvaluationInput,
  EvaluationPayload,
  Grade,
  GradeType,
  GradedItem,
  commentFromRest,
  gradeFromRest,
} from './evaluation.types.js';

/** Whether the caller reads anyone's grades and comments at all (root does not: its profile gets empty lists). */
export async function readsResults(context: GatewayContext): Promise<boolean> {
  return (await viewerWith(context, 'readProgress')) !== null;
}

/**
 * Grades and comments (spec 2 §3, §4, §7): the fixed lists, a student's
 * grades of a type and comments, each read for every user of a query in one
 * batch REST call, and the evaluation page's writes.
 */
@Resolver(() => User)
export class EvaluationResolver {
  @Query(() => [GradedItem], { description: 'The ten topics a teacher grades, one per realm, in realm order.' })
  @Auth()
  async topics(@Ctx() context: GatewayContext): Promise<GradedItem[]> {
    const { data } = await context.rest.get('/api/v1/result/topics');
    return data.map((item) => Object.assign(new GradedItem(), item));
  }

  @Query(() => [GradedItem], { description: 'The seven general capabilities a teacher grades.' })
  @Auth()
  async generalCapabilities(@Ctx() context: GatewayContext): Promise<GradedItem[]> {
    const { data } = await context.rest.get('/api/v1/result/capabilities');
    return data.map((item) => Object.assign(new GradedItem(), item));
  }

  @FieldResolver(() => [Grade], {
    description:
      "The student's grades of a type, in the fixed order of the topics or capabilities: empty when none, and for anyone whose results the caller may not read (staff their students, a student their own, a parent their children's).",
  })
  async grades(
    @Root() user: User,
    @Arg('type', () => GradeType, { description: 'Topics or general capabilities.' }) type: GradeType,
    @Ctx() context: GatewayContext,
  ): Promise<Grade[]> {
    if (!(await readsResults(context))) return [];
    const grades = await context.loaders.results.gradesOf[type].load(user.id);
    return grades.map(gradeFromRest);
  }

  @FieldResolver(() => CommentConnection, {
    description:
      "Staff's comments on the student, newest first; empty for anyone whose results the caller may not read.",
  })
  async comments(
    @Root() user: User,
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<Comment>> {
    const page = pageOf(args);
    if (!(await readsResults(context))) return connectionOf([], page.offset, 0);
    const { items, total } = await context.loaders.results.commentsOf(page).load(user.id);
    return connectionOf(items.map(commentFromRest), page.offset, total);
  }

  @Mutation(() => EvaluationPayload, {
    description:
      'Grades a student for the first time in one type: every item, each 1 to 5 (BAD_USER_INPUT "Please add all the evaluations" otherwise). CONFLICT when grades of the type exist: update them. Admins any student of their school, teachers their groups\' students.',
  })
  @Auth('evaluateStudents')
  async createGrades(
    @Arg('input', () => EvaluationInput, { description: 'The evaluation.' }) input: EvaluationInput,
    @Ctx() context: GatewayContext,
  ): Promise<EvaluationPayload> {
    await context.rest.post('/api/v1/result/grades', { body: evaluationBody(input) });
    return payloadOf(context, input.studentId);
  }

  @Mutation(() => EvaluationPayload, {
    description:
      "Changes some of a student's grades of one type (each 1 to 5); every change is kept in the audit trail.",
  })
  @Auth('evaluateStudents')
  async updateGrades(
    @Arg('input', () => EvaluationInput, { description: 'The grades to set.' }) input: EvaluationInput,
    @Ctx() context: GatewayContext,
  ): Promise<EvaluationPayload> {
    await context.rest.patch('/api/v1/result/grades', { body: evaluationBody(input) });
    return payloadOf(context, input.studentId);
  }

  @Mutation(() => CommentPayload, {
    description: `Adds a comment on a student, signed with the caller's own name (1 to ${MAX_COMMENT_LENGTH} characters, line breaks allowed).`,
  })
  @Auth('evaluateStudents')
  async addComment(
    @Arg('input', () => CommentInput, { description: 'The comment.' }) input: CommentInput,
    @Ctx() context: GatewayContext,
  ): Promise<CommentPayload> {
    const viewer = await requireAccess(context, 'evaluateStudents');
    const { data } = await context.rest.post('/api/v1/result/comments', {
      body: { studentId: input.studentId, staffId: viewer.userId, comment: input.comment },
    });
    return Object.assign(new CommentPayload(), { comment: commentFromRest(data) });
  }
}

function evaluationBody(input: EvaluationInput) {
  return {
    studentId: input.studentId,
    gradeType: input.gradeType,
    grades: input.grades.map(({ itemId, grade }) => ({ id: itemId, grade })),
  };
}

async function payloadOf(context: GatewayContext, studentId: string): Promise<EvaluationPayload> {
  const found = await context.loaders.usersById.load(studentId);
  if (!found) throw new GraphQLError('Student not found', { extensions: { code: ERROR_KINDS.notFound.graphql } });
  return Object.assign(new EvaluationPayload(), { student: userFromRest(found) });
}

/** The people of a comment: every comment of a query read in one batch REST call. */
@Resolver(() => Comment)
export class CommentPeopleResolver {
  @FieldResolver(() => User, {
    nullable: true,
    description:
      "Its author, as the caller may read them (staff their school's people); null once the account is gone, and for a student or parent, who may not read a teacher: `commentFrom` names them.",
  })
  async author(@Root() comment: Comment, @Ctx() context: GatewayContext): Promise<User | null> {
    return linkedUser(context, comment.authorId);
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: 'The student it is about; null once their account is gone.',
  })
  async student(@Root() comment: Comment, @Ctx() context: GatewayContext): Promise<User | null> {
    return linkedUser(context, comment.studentId);
  }
}
