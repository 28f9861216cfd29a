import { Typography } from '@mui/material';
import type { LiveMode } from './liveMode';

const TEXT: Record<LiveMode, string | null> = {
  connecting: null,
  live: 'Live: attempts show as students make them',
  polling: 'Updating every 2 seconds',
  off: null,
};

/** Says how a page keeps up with students' attempts, politely announced when it changes. */
export function LiveNote({ mode }: { mode: LiveMode }) {
  const text = TEXT[mode];
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {text}
    </Typography>
  );
}
