import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';

export interface QuizQuestion {
  prompt: string;
  choices: readonly { text: string; correct: boolean }[];
}

export interface QuizOutcome {
  answered: number;
  correct: number;
}

/**
 * A quiz, one question at a time: choose an answer, then Next (Finish on the
 * last one). Answers are not marked as they are given; the score comes at
 * the end.
 */
export function QuizPlayer({
  questions,
  busy,
  onFinish,
}: {
  questions: readonly QuizQuestion[];
  busy: boolean;
  onFinish(outcome: QuizOutcome): void;
}) {
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [correct, setCorrect] = useState(0);
  const question = questions[index];
  if (!question) return null;
  const last = index === questions.length - 1;

  const next = () => {
    if (chosen === null) return;
    const total = correct + (question.choices[chosen]?.correct ? 1 : 0);
    if (last) {
      onFinish({ answered: questions.length, correct: total });
      return;
    }
    setCorrect(total);
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
          {question.choices.map((choice, choiceIndex) => (
            <Box
              component="label"
              key={choice.text}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                border: 1,
                borderRadius: 1,
                cursor: 'pointer',
                borderColor: chosen === choiceIndex ? 'primary.main' : 'divider',
                bgcolor: chosen === choiceIndex ? 'action.selected' : 'transparent',
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={`question-${index}`}
                value={choiceIndex}
                checked={chosen === choiceIndex}
                onChange={() => setChosen(choiceIndex)}
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
