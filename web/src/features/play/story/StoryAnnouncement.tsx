import { Box } from '@mui/material';

/** Hidden from sight, not from screen readers. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * What a screen reader says when the page or scene changes ("Page 2 of 6"),
 * politely, after whatever it is reading. Empty until the first turn, so
 * opening the book announces nothing.
 */
export function StoryAnnouncement({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
      {text}
    </Box>
  );
}
