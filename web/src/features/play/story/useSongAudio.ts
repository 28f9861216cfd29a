import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { SongSchedule } from './song-sequence';

/*
 * The song's melody, made in the browser with Tone.js: a soft synth sings
 * each line's notes on Tone's transport at the schedule's tempo. Tone is
 * about 80 kB gzip, a chunk of its own fetched on the first Play (or as the
 * pointer or focus reaches Play), never with the page.
 */

type ToneModule = typeof import('tone');

interface Engine {
  tone: ToneModule;
  synth: InstanceType<ToneModule['PolySynth']>;
}

let toneLoading: Promise<ToneModule> | null = null;

/** Tone, fetched once; a failed fetch (offline) is tried again at the next Play. */
function loadTone(): Promise<ToneModule> {
  toneLoading ??= import('tone').catch((error: unknown) => {
    toneLoading = null;
    throw error;
  });
  return toneLoading;
}

/** A note's share of its beats that sounds: a small gap keeps repeated notes apart. */
const SOUNDING = 0.9;

export interface SongAudio {
  /**
   * Sings the schedule's lines from line `from`, called from a click: browsers
   * let sound start only after a gesture. Resolves once the sound has started;
   * rejects when it cannot (Tone did not load, the browser kept it silent).
   */
  play(schedule: SongSchedule, from: number): Promise<void>;
  /** Stops singing and forgets the notes still to come. */
  stop(): void;
  /** Fetches Tone ahead of the click, so the sound starts sooner. */
  prepare(): void;
}

/** The song's sound: muted or not (Tone's destination, so the transport still keeps time), stopped and released on unmount. */
export function useSongAudio(muted: boolean): SongAudio {
  const engine = useRef<Engine | null>(null);
  const mutedNow = useRef(muted);

  useEffect(() => {
    mutedNow.current = muted;
    if (engine.current) engine.current.tone.getDestination().mute = muted;
  }, [muted]);

  const stop = useCallback(() => {
    const current = engine.current;
    if (!current) return;
    const transport = current.tone.getTransport();
    transport.stop();
    transport.cancel(0);
    current.synth.releaseAll();
  }, []);

  useEffect(
    () => () => {
      stop();
      engine.current?.synth.dispose();
      engine.current = null;
    },
    [stop],
  );

  const play = useCallback(
    async (schedule: SongSchedule, from: number) => {
      const tone = await loadTone();
      await tone.start();
      if (tone.getContext().state !== 'running') throw new Error('The browser kept the sound off.');
      engine.current ??= {
        tone,
        synth: new tone.PolySynth(tone.Synth, {
          oscillator: { type: 'triangle' },
          envelope: { attack: 0.04, decay: 0.2, sustain: 0.5, release: 0.6 },
          volume: -10,
        }).toDestination(),
      };
      stop();
      const { synth } = engine.current;
      tone.getDestination().mute = mutedNow.current;
      const transport = tone.getTransport();
      transport.position = 0;
      transport.bpm.value = schedule.bpm;
      const startBeat = schedule.lines[from]?.beat ?? 0;
      for (const line of schedule.lines.slice(from)) {
        for (const { note, beat, duration } of line.notes) {
          const ticks = Math.round((beat - startBeat) * transport.PPQ);
          transport.schedule((time) => synth.triggerAttackRelease(note, duration * SOUNDING, time), `${ticks}i`);
        }
      }
      transport.start();
    },
    [stop],
  );

  const prepare = useCallback(() => {
    // Only a head start: a failure shows at the Play click that needs it.
    loadTone().catch(() => undefined);
  }, []);

  return useMemo(() => ({ play, stop, prepare }), [play, stop, prepare]);
}
