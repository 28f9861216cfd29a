/** The API's own answers about attempts and reports (the spec's texts are domain MESSAGES). */
export const PROGRESS_MESSAGES = {
  notInAssignment: 'This activity is not part of the assignment',
  notStarted: 'This assignment has not started yet',
  tooManyStreams: 'Too many live updates open at once; close another page first',
  streamTarget: 'Name an assignmentId or a groupId',
  keyReused: 'This idempotencyKey was already sent with a different attempt; make a new key for each attempt',
  scoresFromPortal: 'Scores are worked out by the portal: send responses',
  unknownItem: 'No question of this activity has this itemId',
  repeatedItem: 'This question is already answered in this attempt',
  unknownChoice: "Not one of this question's choices",
  tooManyResponses: (questions: number) =>
    questions === 0
      ? 'This activity has no questions: send no responses'
      : `More responses than the activity's ${questions} questions`,
  unknownGameItem: 'No item of this game has this itemId',
  repeatedGameItem: 'This item is already placed in this attempt',
  tooManyPlacements: (items: number) => `More responses than the game's ${items} items`,
  unknownTarget: {
    sort: () => "Not one of this game's groups",
    match: () => "Not one of this game's partners",
    order: (items: number) => `Not a position from 1 to ${items}`,
    label: () => "Not one of this diagram's spots",
  },
  targetTaken: {
    match: 'This partner is already matched in this attempt',
    order: 'This position already holds an item in this attempt',
    label: 'This spot already has a label in this attempt',
  },
  notAStory: 'Only a book, an animation or a song has pages, scenes or verses to reach',
  beyondTheEnd: {
    book: (parts: number) => `Not more than the book's ${parts} pages`,
    animation: (parts: number) => `Not more than the animation's ${parts} scenes`,
    song: (parts: number) => `Not more than the song's ${parts} verses`,
  },
  checkUnanswered: (answered: number, questions: number) =>
    `Answer the check to finish: ${answered} of its ${questions} ${questions === 1 ? 'question' : 'questions'} answered`,
  tooManyAttempts: (limit: number) => `At most ${limit} attempts a minute: take a breath, then try again`,
} as const;
