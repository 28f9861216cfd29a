import { vi } from 'vitest';

/** An utterance as the stub keeps it: what was said, in which language, and how to say it has ended. */
class FakeUtterance {
  lang = '';
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

/**
 * The browser's speech (jsdom has none): `speechSynthesis` and
 * `SpeechSynthesisUtterance` as stubbed globals, undone by vi.unstubAllGlobals.
 * `spoken` lists what was read out; `finish` ends the last utterance as the
 * browser would.
 */
export function stubSpeech() {
  const utterances: FakeUtterance[] = [];
  const speech = {
    speak: vi.fn((utterance: FakeUtterance) => {
      utterances.push(utterance);
    }),
    cancel: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', speech);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return {
    cancel: speech.cancel,
    spoken: () => utterances.map(({ text, lang }) => ({ text, lang })),
    finish: () => utterances.at(-1)?.onend?.(),
  };
}
