import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ReadAloudButton } from './ReadAloudButton';
import { StoryAnnouncement } from './StoryAnnouncement';
import { StoryPicture } from './StoryPicture';
import type { StoryBook } from './story-shape';
import { BACK, GO_TO_THE_CHECK, NEXT, pageOf, pagesRead, pictureFor } from './storyTexts';
import { usePageTurns } from './usePageTurns';
import { useReadAloud } from './useReadAloud';

/** The page's text as the main thing on screen: large, and never wider than the screen. */
const PAGE_TEXT = { fontSize: { xs: '1.25rem', sm: '1.4rem' }, lineHeight: 1.6, overflowWrap: 'anywhere' } as const;

/** Where focus lands on a turn: a ring a keyboard user sees, none for a tap. */
const FOCUS_RING = {
  borderRadius: 1,
  outline: 'none',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 4 },
} as const;

/**
 * A book to read one page at a time: its picture, its text in large print,
 * "Read to me" where the browser can speak, and Back / Next (or the arrow
 * keys, or a swipe). On the last page Next becomes "Go to the check".
 * `onFinished` gets how many pages the child reached: all of them.
 */
export function BookReader({
  book,
  onFinished,
  busy = false,
}: {
  book: StoryBook;
  onFinished(reached: number): void;
  busy?: boolean;
}) {
  const count = book.pages.length;
  const [index, setIndex] = useState(0);
  const [reached, setReached] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const textRef = useRef<HTMLDivElement>(null);
  // Set by a turn, so that focus moves only then, and not when the book opens.
  const turned = useRef(false);
  const voice = useReadAloud();

  const turnTo = (to: number) => {
    if (to < 0 || to >= count || to === index) return;
    turned.current = true;
    setIndex(to);
    setReached((before) => Math.max(before, to + 1));
    setAnnouncement(pageOf(to + 1, count));
  };
  const turns = usePageTurns({ back: () => turnTo(index - 1), next: () => turnTo(index + 1) });

  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    textRef.current?.focus();
  }, [index]);

  const page = book.pages[index];
  if (!page) return null;
  const last = index === count - 1;

  return (
    <Stack
      component="section"
      aria-label="Book"
      tabIndex={-1}
      spacing={2}
      sx={{ touchAction: 'pan-y', outline: 'none' }}
      {...turns}
    >
      <Typography component="h2" variant="subtitle2" color="text.secondary">
        {pageOf(index + 1, count)}
      </Typography>
      <StoryPicture src={page.illustrationUrl} alt={pictureFor(index + 1)} />
      <Box ref={textRef} tabIndex={-1} sx={FOCUS_RING}>
        <Typography sx={PAGE_TEXT}>{page.text}</Typography>
      </Box>
      <ReadAloudButton text={page.text} voice={voice} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<ArrowBackIcon aria-hidden />}
          onClick={() => turnTo(index - 1)}
          disabled={index === 0}
          sx={{ minHeight: 44, minWidth: 88 }}
        >
          {BACK}
        </Button>
        {last ? (
          <Button variant="contained" onClick={() => onFinished(count)} disabled={busy} sx={{ minHeight: 44 }}>
            {GO_TO_THE_CHECK}
          </Button>
        ) : (
          <Button
            variant="contained"
            endIcon={<ArrowForwardIcon aria-hidden />}
            onClick={() => turnTo(index + 1)}
            sx={{ minHeight: 44, minWidth: 88 }}
          >
            {NEXT}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary">{pagesRead(reached, count)}</Typography>
      <StoryAnnouncement text={announcement} />
    </Stack>
  );
}
