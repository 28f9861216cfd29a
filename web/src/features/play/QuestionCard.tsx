import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The numbered list of a quiz's questions, as the review and the preview show it. */
export function QuestionList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/**
 * One question of that list: its number and prompt, then what the page says of
 * it (the student's answer, the choices), then why the right answer is right.
 */
export function QuestionCard({
  number,
  prompt,
  explanation,
  children,
}: {
  number: number;
  prompt: string;
  explanation: string | null;
  children: ReactNode;
}) {
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
        {number}. {prompt}
      </Typography>
      {children}
      {explanation ? (
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {explanation}
        </Typography>
      ) : null}
    </Box>
  );
}
