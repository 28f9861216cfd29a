import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
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

  const legendId = `question-${index}`;
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
      <FormControl>
        <FormLabel id={legendId} sx={{ color: 'text.primary', fontSize: '1.15rem', mb: 1 }}>
          {question.prompt}
        </FormLabel>
        <RadioGroup
          aria-labelledby={legendId}
          value={chosen === null ? '' : String(chosen)}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {question.choices.map((choice, choiceIndex) => (
            <FormControlLabel key={choice.text} value={String(choiceIndex)} control={<Radio />} label={choice.text} />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={chosen === null || busy}>
          {last ? 'Finish' : 'Next'}
        </Button>
      </Stack>
    </Stack>
  );
}
