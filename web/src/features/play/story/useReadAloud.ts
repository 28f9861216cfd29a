import { useCallback, useEffect, useRef, useState } from 'react';

/** The voice the portal reads in: Australian English, the children's own. */
export const READ_ALOUD_LANGUAGE = 'en-AU';

/** What the read-aloud hook offers: whether the browser can speak, whether it is speaking for us, and how to start and stop it. */
export interface ReadAloud {
  /** False where the browser has no speech synthesis: offer no button at all. */
  supported: boolean;
  /** True from `read` until the text has been read out or stopped. */
  reading: boolean;
  /** Reads `text` aloud, stopping whatever this hook was reading before. */
  read(text: string): void;
  /** Stops reading, if this hook is. */
  stop(): void;
}

function speechOf(): SpeechSynthesis | undefined {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return undefined;
  if (typeof SpeechSynthesisUtterance === 'undefined') return undefined;
  return window.speechSynthesis;
}

/**
 * Reads texts aloud with the browser's own voice (`speechSynthesis`), in
 * en-AU. The browser has one voice for the whole page, so a hook stops only
 * what it started itself, and stops it when its component goes away.
 */
export function useReadAloud(): ReadAloud {
  const [reading, setReading] = useState(false);
  // The utterance this hook is reading: an older one's end must not reset `reading` for a newer one.
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  const stop = useCallback(() => {
    const speech = speechOf();
    if (!current.current) return;
    current.current = null;
    setReading(false);
    speech?.cancel();
  }, []);

  const read = useCallback((text: string) => {
    const speech = speechOf();
    if (!speech) return;
    speech.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = READ_ALOUD_LANGUAGE;
    const ended = () => {
      if (current.current !== utterance) return;
      current.current = null;
      setReading(false);
    };
    utterance.onend = ended;
    utterance.onerror = ended;
    current.current = utterance;
    setReading(true);
    speech.speak(utterance);
  }, []);

  useEffect(() => stop, [stop]);

  return { supported: speechOf() !== undefined, reading, read, stop };
}
