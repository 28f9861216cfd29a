import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../game/motion';
import { ReadAloudButton } from './ReadAloudButton';
import { loadSceneSvg } from './scene-svg';
import { StoryAnnouncement } from './StoryAnnouncement';
import { PICTURE_BOX, StoryPicture } from './StoryPicture';
import type { StoryAnimation } from './story-shape';
import {
  GO_TO_THE_CHECK,
  NEXT_SCENE,
  PAUSE,
  PLAY,
  PREVIOUS_SCENE,
  REPLAY,
  pictureForScene,
  sceneOf,
  scenesSeen,
} from './storyTexts';
import { usePageTurns } from './usePageTurns';
import { useReadAloud } from './useReadAloud';
import { useSceneTimer } from './useSceneTimer';

const CAPTION = { fontSize: { xs: '1.25rem', sm: '1.4rem' }, lineHeight: 1.6, overflowWrap: 'anywhere' } as const;
const CONTROL = { minHeight: 44, minWidth: 88 } as const;

/** The CSS animations running in the inlined scene; none where the browser cannot list them (jsdom). */
function animationsIn(box: HTMLElement | null): Animation[] {
  return box && typeof box.getAnimations === 'function' ? box.getAnimations({ subtree: true }) : [];
}

/**
 * An animation, one scene at a time: the scene in motion with its caption
 * below, Play / Pause and Replay, "Read to me" for the caption, and Previous /
 * Next scene (or the arrow keys, or a swipe). Playing moves on by itself after
 * each scene's seconds; the last one offers "Go to the check", and
 * `onFinished` gets how many scenes the child reached: all of them. For a
 * child who asked for less motion, every scene is a still picture and nothing
 * moves on by itself.
 */
export function AnimationPlayer({
  animation,
  onFinished,
}: {
  animation: StoryAnimation;
  onFinished(reached: number): void;
}) {
  const reduced = useReducedMotion();
  const count = animation.scenes.length;
  const [index, setIndex] = useState(0);
  const [reached, setReached] = useState(1);
  const [playing, setPlaying] = useState(true);
  // Raised by Replay: the scene's time starts again.
  const [replays, setReplays] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  // Each scene's sanitized SVG by its picture's path, kept so that going back does not fetch it again.
  const [svgs, setSvgs] = useState<ReadonlyMap<string, string>>(() => new Map());
  const sceneRef = useRef<HTMLDivElement>(null);
  const voice = useReadAloud();

  const scene = animation.scenes[index];
  const last = index === count - 1;
  const moving = !reduced && playing;
  const url = scene?.pictureUrl ?? '';
  const caption = scene?.caption ?? '';
  const markup = reduced ? undefined : svgs.get(url);
  const loaded = markup !== undefined;

  const turnTo = (to: number) => {
    if (to < 0 || to >= count || to === index) return;
    setIndex(to);
    setReplays(0);
    setReached((before) => Math.max(before, to + 1));
    const next = animation.scenes[to];
    setAnnouncement(next ? `${sceneOf(to + 1, count)}: ${next.caption}` : '');
  };
  const turns = usePageTurns({ back: () => turnTo(index - 1), next: () => turnTo(index + 1) });

  // A scene waits while its caption is read aloud, and the last one stays until the child goes on.
  useSceneTimer(`${index}.${replays}`, (scene?.seconds ?? 0) * 1000, moving && !last && !voice.reading, () =>
    turnTo(index + 1),
  );

  useEffect(() => {
    if (reduced || !url || loaded) return undefined;
    const controller = new AbortController();
    loadSceneSvg(url, controller.signal).then(
      (svg) => setSvgs((before) => new Map(before).set(url, svg)),
      // Failed or cancelled: the still stays, a picture all the same.
      () => undefined,
    );
    return () => controller.abort();
  }, [url, reduced, loaded]);

  // The scene is named by its number, whatever the drawing calls itself: its caption below tells what it shows.
  useLayoutEffect(() => {
    const svg = sceneRef.current?.querySelector('svg');
    if (!svg) return;
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', pictureForScene(index + 1));
    svg.setAttribute('focusable', 'false');
  }, [url, markup, index]);

  // A paused scene holds still; playing resumes only what was paused (a fade that has finished stays done).
  useLayoutEffect(() => {
    for (const motion of animationsIn(sceneRef.current)) {
      if (!moving) motion.pause();
      else if (motion.playState === 'paused') motion.play();
    }
  }, [url, markup, moving]);

  if (!scene) return null;

  const replay = () => {
    for (const motion of animationsIn(sceneRef.current)) {
      motion.currentTime = 0;
      motion.play();
    }
    setPlaying(true);
    setReplays((before) => before + 1);
  };

  return (
    <Stack
      component="section"
      aria-label="Animation"
      tabIndex={-1}
      spacing={2}
      sx={{ touchAction: 'pan-y', outline: 'none' }}
      {...turns}
    >
      <Typography component="h2" variant="subtitle2" color="text.secondary">
        {sceneOf(index + 1, count)}
      </Typography>
      {markup !== undefined ? (
        <Box
          key={url}
          ref={sceneRef}
          sx={{ ...PICTURE_BOX, '& > svg': { display: 'block', width: '100%', height: '100%' } }}
          dangerouslySetInnerHTML={{ __html: markup }}
        />
      ) : (
        <StoryPicture src={url} alt={pictureForScene(index + 1)} />
      )}
      <Typography sx={CAPTION}>{caption}</Typography>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {reduced ? null : (
          <>
            <Button
              variant="outlined"
              startIcon={playing ? <PauseIcon aria-hidden /> : <PlayArrowIcon aria-hidden />}
              onClick={() => setPlaying(!playing)}
              sx={CONTROL}
            >
              {playing ? PAUSE : PLAY}
            </Button>
            <Button variant="outlined" startIcon={<ReplayIcon aria-hidden />} onClick={replay} sx={CONTROL}>
              {REPLAY}
            </Button>
          </>
        )}
        <ReadAloudButton text={caption} voice={voice} />
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<ArrowBackIcon aria-hidden />}
          onClick={() => turnTo(index - 1)}
          disabled={index === 0}
          sx={CONTROL}
        >
          {PREVIOUS_SCENE}
        </Button>
        {last ? (
          <Button variant="contained" onClick={() => onFinished(count)} sx={CONTROL}>
            {GO_TO_THE_CHECK}
          </Button>
        ) : (
          <Button
            variant="contained"
            endIcon={<ArrowForwardIcon aria-hidden />}
            onClick={() => turnTo(index + 1)}
            sx={CONTROL}
          >
            {NEXT_SCENE}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary">{scenesSeen(reached, count)}</Typography>
      <StoryAnnouncement text={announcement} />
    </Stack>
  );
}
