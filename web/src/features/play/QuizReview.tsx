import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Stack, Typography } from '@mui/material';
import type { RecordAttemptMutation } from '../../generated/graphql';
import { QuestionCard, QuestionList } from './QuestionCard';
import type { QuizQuestion } from './QuizPlayer';
import { ReviewFrame } from './ReviewFrame';

/** An attempt at a quiz as the portal graded it: the score, and right or not, the right choice and why per question. */
export type GradedQuiz = Pick<RecordAttemptMutation['recordAttempt'], 'answered' | 'correct' | 'feedback'>;

/**
 * After the last question: the score the portal worked out, then each
 * question with the student's choice marked right or wrong (by icon and word,
 * not colour alone), the right answer and why. The result is announced to a
 * screen reader and the review heading takes the focus, so a keyboard user
 * starts reading there. "Try again" starts a new attempt (the best counts).
 */
export function QuizReview({
  questions,
  graded,
  assignmentId,
  onTryAgain,
}: {
  questions: readonly QuizQuestion[];
  graded: GradedQuiz;
  assignmentId: string;
  onTryAgain(): void;
}) {
  const byItem = new Map(graded.feedback.map((item) => [item.itemId, item]));
  return (
    <ReviewFrame graded={graded} assignmentId={assignmentId} onTryAgain={onTryAgain}>
      <QuestionList>
        {questions.map((question, index) => {
          const item = byItem.get(question.itemId);
          if (!item) return null;
          const textOf = (choiceId: string) => question.choices.find((choice) => choice.choiceId === choiceId)?.text;
          return (
            <QuestionCard
              key={question.itemId}
              number={index + 1}
              prompt={question.prompt}
              explanation={item.explanation}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {item.correct ? (
                  <CheckCircleIcon color="success" aria-hidden sx={{ mt: '2px' }} />
                ) : (
                  <CancelIcon color="error" aria-hidden sx={{ mt: '2px' }} />
                )}
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  <strong>{item.correct ? 'Right' : 'Wrong'}:</strong> you chose “{textOf(item.answer)}”
                </Typography>
              </Stack>
              {item.correct ? null : (
                <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  <strong>Right answer:</strong> {textOf(item.expected)}
                </Typography>
              )}
            </QuestionCard>
          );
        })}
      </QuestionList>
    </ReviewFrame>
  );
}
