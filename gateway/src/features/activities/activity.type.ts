import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { RestActivity } from '../../rest/rest-types.js';
import { ActivityType } from '../assignments/assignment.type.js';
import { gameFromRest, type Game } from './game.type.js';
import { storyFromRest, type Animation, type Book, type Song } from './story.type.js';

@ObjectType({ description: 'One answer a quiz question offers.' })
export class QuizChoice {
  @Field(() => ID, {
    description:
      'What a response sends as its answer (AttemptResponseInput.answer); it says nothing of whether it is right.',
  })
  choiceId!: string;

  @Field(() => String, { description: 'The answer as shown.' })
  text!: string;
}

@ObjectType({ description: 'One multiple-choice question of a quiz.' })
export class QuizQuestion {
  @Field(() => ID, { description: 'The question, as an attempt\'s responses name it (such as "q-env-001.2").' })
  itemId!: string;

  @Field(() => String, { description: 'The question as asked.' })
  prompt!: string;

  @Field(() => [QuizChoice], { description: 'Its answers in the order shown, exactly one of them right.' })
  choices!: QuizChoice[];

  @Field(() => ID, {
    nullable: true,
    description:
      "The right choice's choiceId: for staff (teachers and admins) only, null for everyone else. A student learns it from the feedback of an attempt.",
  })
  answerChoiceId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the right choice is right, written for the year level: for staff only, null for everyone else.',
  })
  explanation!: string | null;
}

@ObjectType({
  description:
    'An activity of the portal’s library (a quiz, game, book, animation or song), the same for every school: content, not personal data.',
})
export class Activity {
  @Field(() => ID, {
    description: 'Its questId, such as "q-env-001": the same across releases and installs, and what assignments name.',
  })
  questId!: string;

  @Field(() => String, { description: 'Its name, such as "How Seeds Travel".' })
  name!: string;

  @Field(() => String, {
    description: 'The realm it belongs to, by the name the portal shows (such as "Green Acres" or "Edison\'s Isle").',
  })
  realm!: string;

  @Field(() => ActivityType, { description: 'What kind of activity it is.' })
  activityType!: ActivityType;

  @Field(() => String, { description: 'A sentence or two on what it is about.' })
  description!: string;

  @Field(() => [Int], { description: 'The school years it is written for (3 to 6), in order.' })
  yearLevels!: number[];

  @Field(() => [String], {
    description: 'The Australian Curriculum v9 content descriptions it covers, by code (such as "AC9S4U02").',
  })
  curriculumCodes!: string[];

  @Field(() => String, {
    description:
      'Its preview image: a PNG of 480×320 pixels at this path of the origin, for any signed-in user. The path changes when the image does.',
  })
  previewUrl!: string;

  @Field(() => String, {
    description:
      'Its banner image (`images/banner.png` by questId): a PNG of 1200×400 pixels at this path of the origin, for any signed-in user. The path changes when the image does.',
  })
  bannerUrl!: string;

  @Field(() => Int, {
    description: 'Always 0.',
    deprecationReason:
      'Every activity is finished by its content (its questions, its items, its pages, scenes or verses and its check), never by time spent.',
  })
  minimumSeconds!: number;

  /** A quiz's questions when the answer it came from held them (one activity's read, the batch read). */
  loadedQuestions?: QuizQuestion[];

  /** A game's mechanic and content when the answer it came from held them. */
  loadedGame?: Game;

  /** A book's pages, an animation's scenes or a song's lyrics, and the check at its end, when the answer held them. */
  loadedStory?: { book?: Book; animation?: Animation; song?: Song; check?: QuizQuestion[] };
}

function questionFromRest(question: NonNullable<RestActivity['questions']>[number]): QuizQuestion {
  return Object.assign(new QuizQuestion(), {
    itemId: question.itemId,
    prompt: question.prompt,
    choices: question.choices.map((choice) => Object.assign(new QuizChoice(), choice)),
    answerChoiceId: question.answerChoiceId ?? null,
    explanation: question.explanation ?? null,
  });
}

export function activityFromRest(rest: RestActivity): Activity {
  return Object.assign(new Activity(), {
    questId: rest.questId,
    name: rest.name,
    realm: rest.realm,
    activityType: rest.activityType,
    description: rest.description,
    yearLevels: rest.yearLevels,
    curriculumCodes: rest.curriculumCodes,
    previewUrl: rest.previewUrl,
    bannerUrl: rest.bannerUrl,
    minimumSeconds: rest.minimumSeconds,
    loadedQuestions: rest.questions?.map(questionFromRest),
    loadedGame: rest.game && gameFromRest(rest.game),
    loadedStory: rest.check && { ...storyFromRest(rest), check: rest.check.map(questionFromRest) },
  });
}
