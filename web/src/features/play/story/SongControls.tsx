import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { SONG_SPEEDS, type SongSpeed } from './song-sequence';
import { PAUSE, PLAY } from './storyTexts';

export const START_AGAIN = 'Start again';
export const MUTE = 'Mute';

const TOUCH = { minHeight: 44, minWidth: 44 };

/**
 * The song's buttons: Play or Pause, Start again, Mute (the words still light
 * up line by line, to sing along silently) and the speed, slower or faster
 * than the song's own.
 */
export function SongControls({
  playing,
  muted,
  speed,
  onPlay,
  onPause,
  onStartAgain,
  onMutedChange,
  onSpeedChange,
  onGetReady,
}: {
  /** Playing, or about to: Pause shows. */
  playing: boolean;
  muted: boolean;
  speed: SongSpeed;
  onPlay(): void;
  onPause(): void;
  onStartAgain(): void;
  onMutedChange(muted: boolean): void;
  onSpeedChange(speed: SongSpeed): void;
  /** The pointer or the focus reached Play: a click may follow. */
  onGetReady(): void;
}) {
  const speedLabel = useId();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button
        variant="contained"
        startIcon={playing ? <PauseIcon aria-hidden /> : <PlayArrowIcon aria-hidden />}
        onClick={playing ? onPause : onPlay}
        onPointerEnter={onGetReady}
        onFocus={onGetReady}
        sx={{ ...TOUCH, minWidth: 112 }}
      >
        {playing ? PAUSE : PLAY}
      </Button>
      <Button variant="outlined" startIcon={<ReplayIcon aria-hidden />} onClick={onStartAgain} sx={TOUCH}>
        {START_AGAIN}
      </Button>
      <Button
        variant={muted ? 'contained' : 'outlined'}
        aria-pressed={muted}
        startIcon={muted ? <VolumeOffIcon aria-hidden /> : <VolumeUpIcon aria-hidden />}
        onClick={() => onMutedChange(!muted)}
        sx={TOUCH}
      >
        {MUTE}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography id={speedLabel} component="span">
          Speed
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={speed}
          aria-labelledby={speedLabel}
          // Tapping the chosen speed again would choose none: keep it.
          onChange={(_event, next: SongSpeed | null) => {
            if (next !== null) onSpeedChange(next);
          }}
        >
          {SONG_SPEEDS.map(({ speed: value, label }) => (
            <ToggleButton key={label} value={value} sx={{ ...TOUCH, textTransform: 'none', px: 1.5 }}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
