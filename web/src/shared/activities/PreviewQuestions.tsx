import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Stack, Typography } from '@mui/material';

/** A quiz question as a preview reads it: staff get the answer and why, anyone else neither. */
export interface PreviewQuestion {
  itemId: string;
  prompt: string;
  choices: readonly { choiceId: string; text: string }[];
  answerChoiceId: string | null;
  explanation: string | null;
}

/**
 * A quiz's questions (or a story's check) as a preview lists them, numbered,
 * each with its choices. Where the server sent the answer key (to staff
 * only), the right choice is marked by icon and words and followed by why it
 * is right; for anyone else no choice stands out. The play page's preview
 * and the assignment builder's both show it.
 */
export function PreviewQuestions({ questions }: { questions: readonly PreviewQuestion[] }) {
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {questions.map((question, index) => (
        <Box component="li" key={question.itemId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
            {index + 1}. {question.prompt}
          </Typography>
          <Box component="ul" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
            {question.choices.map((choice) => {
              const right = choice.choiceId === question.answerChoiceId;
              return (
                <Box component="li" key={choice.choiceId} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
                  {right ? <CheckCircleIcon color="success" fontSize="small" aria-hidden /> : null}
                  <Typography sx={{ overflowWrap: 'anywhere', pl: right ? 0 : 3.5 }}>
                    {choice.text}
                    {right ? <strong> (right answer)</strong> : null}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          {question.explanation ? (
            <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {question.explanation}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
