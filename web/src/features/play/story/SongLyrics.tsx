import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { Ref } from 'react';
import type { SungLine } from './song-sequence';

export const NEXT_VERSE = 'Next verse';
export const LAST_VERSE_READ = 'I read the last verse';

/** The id of verse `verse`'s heading, which Next verse moves the focus to. */
export const verseHeadingId = (idPrefix: string, verse: number) => `${idPrefix}-verse-${verse + 1}`;

/**
 * The words of the song, always on screen, in the order they are sung: each
 * verse, then the chorus after it. The line being sung is lit up. Under each
 * verse's chorus a button lets a child who reads rather than listens move on
 * to the next verse.
 */
export function SongLyrics({
  lines,
  verseCount,
  current,
  idPrefix,
  boxRef,
  onReadVerse,
}: {
  /** The song's lines in the order they are sung (song-sequence.ts). */
  lines: readonly SungLine[];
  verseCount: number;
  /** The line lit up, as an index into `lines`; -1 for none. */
  current: number;
  idPrefix: string;
  /** The scrolling box, so the player can bring the lit line into view. */
  boxRef: Ref<HTMLDivElement>;
  onReadVerse(verse: number): void;
}) {
  const litKey = lines[current]?.key;
  const verses = Array.from({ length: verseCount }, (_, verse) => verse);
  return (
    <Box
      ref={boxRef}
      sx={{
        position: 'relative',
        maxHeight: '60vh',
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
      }}
    >
      {verses.map((verse) => {
        const headingId = verseHeadingId(idPrefix, verse);
        const inBlock = (part: SungLine['part']) => lines.filter((line) => line.verse === verse && line.part === part);
        return (
          <Stack component="section" key={verse} aria-labelledby={headingId} spacing={1} sx={{ py: 1 }}>
            <Typography id={headingId} variant="h6" component="h2" tabIndex={-1} sx={{ outline: 'none' }}>
              Verse {verse + 1}
            </Typography>
            <LineList lines={inBlock('verse')} litKey={litKey} />
            {inBlock('chorus').length > 0 ? (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ fontStyle: 'italic' }}>
                  Chorus
                </Typography>
                <LineList lines={inBlock('chorus')} litKey={litKey} chorus />
              </>
            ) : null}
            <Box>
              <Button variant="outlined" onClick={() => onReadVerse(verse)} sx={{ minHeight: 44 }}>
                {verse + 1 < verseCount ? NEXT_VERSE : LAST_VERSE_READ}
              </Button>
            </Box>
          </Stack>
        );
      })}
    </Box>
  );
}

function LineList({ lines, litKey, chorus }: { lines: readonly SungLine[]; litKey?: string; chorus?: boolean }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, pl: chorus ? 2 : 0 }}>
      {lines.map((line) => {
        const lit = line.key === litKey;
        return (
          <Box
            component="li"
            key={line.key}
            aria-current={lit ? 'true' : undefined}
            sx={(theme) => ({
              px: 1,
              py: 0.5,
              borderRadius: 1,
              borderLeft: 4,
              borderColor: lit ? 'primary.main' : 'transparent',
              bgcolor: lit ? alpha(theme.palette.primary.main, 0.16) : 'transparent',
              fontWeight: lit ? 700 : 400,
              fontSize: '1.15rem',
              overflowWrap: 'anywhere',
            })}
          >
            {line.text}
          </Box>
        );
      })}
    </Box>
  );
}
