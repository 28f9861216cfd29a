import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';

/** A quiz question as a student reads it: no sign of which choice is right. */
export interface QuizQuestion {
  itemId: string;
  prompt: string;
  choices: readonly { choiceId: string; text: string }[];
}

/** One answer as the player sends it: the question and the choice picked. */
export interface QuizResponse {
  itemId: string;
  answer: string;
}

/**
 * A quiz, one question at a time: choose an answer, then Next (Finish on the
 * last one). The player knows no answers: the portal grades the responses,
 * and the review after the last question shows what was right and why.
 */
export function QuizPlayer({
  questions,
  busy,
  onFinish,
}: {
  questions: readonly QuizQuestion[];
  busy: boolean;
  onFinish(responses: QuizResponse[]): void;
}) {
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [responses, setResponses] = useState<QuizResponse[]>([]);
  const question = questions[index];
  if (!question) return null;
  const last = index === questions.length - 1;

  const next = () => {
    if (chosen === null) return;
    const answered = [...responses, { itemId: question.itemId, answer: chosen }];
    if (last) {
      onFinish(answered);
      return;
    }
    setResponses(answered);
    setChosen(null);
    setIndex(index + 1);
  };

  return (
    <Stack
      spacing={2}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <Typography color="text.secondary">
        Question {index + 1} of {questions.length}
      </Typography>
      {/*
        Native radios in a fieldset: MUI's RadioGroup, Radio and FormLabel share their form-control
        modules with the sign-in page's text field, and a page using them alone splits that chunk,
        adding to the sign-in page's JavaScript (issue 9: 200 kB).
      */}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontSize: '1.15rem', mb: 1, p: 0 }}>
          {question.prompt}
        </Typography>
        <Stack spacing={1}>
          {question.choices.map((choice) => (
            <Box
              component="label"
              key={choice.choiceId}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                border: 1,
                borderRadius: 1,
                cursor: 'pointer',
                borderColor: chosen === choice.choiceId ? 'primary.main' : 'divider',
                bgcolor: chosen === choice.choiceId ? 'action.selected' : 'transparent',
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={`question-${index}`}
                value={choice.choiceId}
                checked={chosen === choice.choiceId}
                onChange={() => setChosen(choice.choiceId)}
                sx={{ width: 20, height: 20, m: 0, flexShrink: 0, accentColor: (theme) => theme.palette.primary.main }}
              />
              <span>{choice.text}</span>
            </Box>
          ))}
        </Stack>
      </Box>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={chosen === null || busy}>
          {last ? 'Finish' : 'Next'}
        </Button>
      </Stack>
    </Stack>
  );
}
