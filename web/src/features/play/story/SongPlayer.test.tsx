import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MUTE, START_AGAIN } from './SongControls';
import { LAST_VERSE_READ, NEXT_VERSE } from './SongLyrics';
import { NO_SOUND, SongPlayer } from './SongPlayer';
import { GO_TO_THE_CHECK, PAUSE, PLAY } from './storyTexts';
import { WALTZ_SONG } from './song-examples';

/*
 * jsdom has no Web Audio: Tone.js is replaced by a stand-in that records what
 * the player asks of it (the notes scheduled, the tempo, the mute). Time is
 * faked, so a song of 96 seconds plays in an instant.
 */
const tone = vi.hoisted(() => {
  const scheduled: string[] = [];
  const sung: string[] = [];
  const transport = {
    position: 0 as number | string,
    bpm: { value: 120 },
    PPQ: 192,
    schedule: vi.fn((sing: (time: number) => void, at: string) => {
      scheduled.push(at);
      if (at === '0i') sing(0);
      return scheduled.length;
    }),
    cancel: vi.fn(() => {
      scheduled.length = 0;
    }),
    start: vi.fn(),
    stop: vi.fn(),
  };
  class Synth {}
  class PolySynth {
    toDestination() {
      return this;
    }
    triggerAttackRelease(note: string) {
      sung.push(note);
    }
    releaseAll() {}
    dispose() {}
  }
  return {
    scheduled,
    sung,
    transport,
    destination: { mute: false },
    context: { state: 'running' },
    start: vi.fn(() => Promise.resolve()),
    Synth,
    PolySynth,
  };
});

vi.mock('tone', () => ({
  start: tone.start,
  getTransport: () => tone.transport,
  getDestination: () => tone.destination,
  getContext: () => tone.context,
  Synth: tone.Synth,
  PolySynth: tone.PolySynth,
}));

/** WALTZ_SONG: a line lasts 8 seconds at its own tempo. */
const LINE_MS = 8000;

function sing() {
  const onFinished = vi.fn<(reached: number) => void>();
  render(<SongPlayer song={WALTZ_SONG} onFinished={onFinished} />);
  return onFinished;
}

const button = (name: string) => screen.getByRole('button', { name });
const litLine = () => document.querySelector('[aria-current="true"]')?.textContent ?? null;
const verse = (number: number) => screen.getByRole('region', { name: `Verse ${number}` });

/** Presses Play (or Start again), whose work waits for Tone to load (a module import), and lets the song start. */
async function press(name: string) {
  const starts = tone.transport.start.mock.calls.length;
  fireEvent.click(button(name));
  await vi.waitFor(() => expect(tone.transport.start.mock.calls.length).toBeGreaterThan(starts));
  await act(async () => {});
}

const later = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Lets `count` lines go by, one at a time: each line's timer is set once the line before has lit up. */
function linesLater(count: number) {
  for (let line = 0; line < count; line++) later(LINE_MS);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  tone.scheduled.length = 0;
  tone.sung.length = 0;
  tone.destination.mute = false;
  tone.context.state = 'running';
  tone.start.mockClear();
  tone.start.mockImplementation(() => Promise.resolve());
  tone.transport.stop.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SongPlayer', () => {
  it('shows every verse with the chorus after it, before any sound, and nothing lit up', () => {
    sing();
    const first = verse(1);
    expect(within(first).getByText('Water drops rise up to the sky,')).toBeTruthy();
    expect(within(first).getByRole('heading', { name: 'Chorus' })).toBeTruthy();
    expect(within(verse(2)).getByText('Round and round the water goes,')).toBeTruthy();
    expect(within(verse(2)).getAllByRole('listitem')).toHaveLength(6);
    expect(litLine()).toBeNull();
    expect(screen.queryByRole('button', { name: GO_TO_THE_CHECK })).toBeNull();
    expect(screen.getByText('0 of 2 verses reached.')).toBeTruthy();
    expect(tone.start).not.toHaveBeenCalled();
  });

  it('Play sings the melody and lights up each line in turn, verse then chorus, then offers the check', async () => {
    const onFinished = sing();
    await press(PLAY);
    expect(tone.start).toHaveBeenCalledTimes(1);
    expect(tone.transport.bpm.value).toBe(90);
    // The waltz's first note, C4, sounds straight away; the rest of the song is scheduled after it.
    expect(tone.sung).toEqual(['C4']);
    expect(tone.scheduled.length).toBeGreaterThan(12 * 6);
    const first = screen.getByText('Water drops rise up to the sky,');
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(getComputedStyle(first).fontWeight).toBe('700');

    later(LINE_MS);
    expect(litLine()).toBe('Warmed by the Sun, they float up high.');
    linesLater(3);
    expect(litLine()).toBe('Round and round the water goes,');
    expect(screen.getByText('1 of 2 verses reached.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: GO_TO_THE_CHECK })).toBeNull();

    linesLater(8);
    expect(litLine()).toBeNull();
    expect(button(PLAY)).toBeTruthy();
    fireEvent.click(button(GO_TO_THE_CHECK));
    expect(onFinished).toHaveBeenCalledWith(2);
  });

  it('scrolls the words so the lit line stays in view, and the buttons with them', async () => {
    // jsdom lays nothing out and has no scrollTo: record where the lyrics box is asked to scroll.
    const scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
    try {
      sing();
      expect(scrollTo).not.toHaveBeenCalled();
      await press(PLAY);
      later(LINE_MS);
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
      expect(scrollTo.mock.contexts.at(-1)).toBe(
        screen.getByText('Warmed by the Sun, they float up high.').closest('ol')?.parentElement?.parentElement,
      );
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
    }
  });

  it('Mute turns the sound off, but the lines still light up in time to sing along', async () => {
    sing();
    fireEvent.click(button(MUTE));
    expect(button(MUTE).getAttribute('aria-pressed')).toBe('true');
    await press(PLAY);
    expect(tone.destination.mute).toBe(true);
    later(LINE_MS);
    expect(litLine()).toBe('Warmed by the Sun, they float up high.');
    fireEvent.click(button(MUTE));
    expect(tone.destination.mute).toBe(false);
  });

  it('Pause stops on the line being sung; Play goes on from that line, and Start again from the top', async () => {
    sing();
    await press(PLAY);
    later(LINE_MS + 1000);
    fireEvent.click(button(PAUSE));
    expect(tone.transport.stop).toHaveBeenCalled();
    linesLater(5);
    expect(litLine()).toBe('Warmed by the Sun, they float up high.');

    await press(PLAY);
    expect(litLine()).toBe('Warmed by the Sun, they float up high.');
    // Scheduled again from the second line: 11 lines' notes, the first at once.
    expect(tone.scheduled[0]).toBe('0i');
    later(LINE_MS);
    expect(litLine()).toBe('They cool and gather into a cloud,');

    await press(START_AGAIN);
    expect(litLine()).toBe('Water drops rise up to the sky,');
  });

  it('Faster sings at 1.25 times the tempo, Slower at 0.75', async () => {
    sing();
    await press(PLAY);
    fireEvent.click(button('Faster'));
    expect(button('Faster').getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(tone.transport.bpm.value).toBe(112.5));
    // A line now lasts 6.4 seconds rather than 8.
    later(6500);
    expect(litLine()).toBe('Warmed by the Sun, they float up high.');

    fireEvent.click(button('Slower'));
    await vi.waitFor(() => expect(tone.transport.bpm.value).toBe(67.5));
    later(8500);
    expect(litLine()).toBe('Warmed by the Sun, they float up high.');
    later(2500);
    expect(litLine()).toBe('They cool and gather into a cloud,');
  });

  it('a child who reads rather than listens moves on with Next verse, then goes to the check', () => {
    const onFinished = sing();
    fireEvent.click(within(verse(1)).getByRole('button', { name: NEXT_VERSE }));
    expect(screen.getByText('1 of 2 verses reached.')).toBeTruthy();
    expect(document.activeElement).toBe(within(verse(2)).getByRole('heading', { name: 'Verse 2' }));
    expect(litLine()).toBe('Down comes the rain on hill and town,');

    fireEvent.click(within(verse(2)).getByRole('button', { name: LAST_VERSE_READ }));
    expect(screen.getByText('You reached every verse. Well done!')).toBeTruthy();
    expect(document.activeElement).toBe(button(GO_TO_THE_CHECK));
    fireEvent.click(button(GO_TO_THE_CHECK));
    expect(onFinished).toHaveBeenCalledWith(2);
    expect(tone.start).not.toHaveBeenCalled();
  });

  it('when the music cannot start, says so kindly and still lights up the lines in time', async () => {
    tone.start.mockImplementation(() => Promise.reject(new Error('no audio here')));
    sing();
    fireEvent.click(button(PLAY));
    await vi.waitFor(() => expect(screen.getByText(NO_SOUND)).toBeTruthy());
    await act(async () => {});
    expect(litLine()).toBe('Water drops rise up to the sky,');
    later(LINE_MS);
    expect(litLine()).toBe('Warmed by the Sun, they float up high.');
  });
});
