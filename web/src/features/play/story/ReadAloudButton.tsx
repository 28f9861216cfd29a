import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import { Button } from '@mui/material';
import { useEffect } from 'react';
import type { ReadAloud } from './useReadAloud';

export const READ_TO_ME = 'Read to me';
export const STOP_READING = 'Stop reading';

/**
 * "Read to me": the browser reads `text` aloud, and the button becomes "Stop
 * reading" until it is done. A new text (the page turned) stops the old one.
 * Nothing at all where the browser cannot speak.
 */
export function ReadAloudButton({ text, voice }: { text: string; voice: ReadAloud }) {
  const { stop } = voice;
  useEffect(() => stop, [text, stop]);
  if (!voice.supported) return null;
  return (
    <Button
      variant="outlined"
      startIcon={voice.reading ? <StopCircleIcon aria-hidden /> : <RecordVoiceOverIcon aria-hidden />}
      onClick={() => (voice.reading ? voice.stop() : voice.read(text))}
      sx={{ minHeight: 44, alignSelf: 'flex-start' }}
    >
      {voice.reading ? STOP_READING : READ_TO_ME}
    </Button>
  );
}
