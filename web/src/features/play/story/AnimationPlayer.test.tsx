import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnimationPlayer } from './AnimationPlayer';
import { READ_TO_ME } from './ReadAloudButton';
import { GO_TO_THE_CHECK, NEXT_SCENE, PAUSE, PLAY, PREVIOUS_SCENE, REPLAY, pictureForScene } from './storyTexts';
import { stubSpeech } from './testSpeech';
import { MOVING_SCENE_SVG, RAIN_ANIMATION } from './testStories';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLElement.prototype, 'getAnimations');
});

/** The browser's answers for the scenes in motion (fetch is the page's edge): each the same small SVG, or `svg` as given. */
function stubPictures(svg = MOVING_SCENE_SVG) {
  const fetched = vi.fn(async (_url: string, _init?: RequestInit) => new Response(svg, { status: 200 }));
  vi.stubGlobal('fetch', fetched);
  return fetched;
}

/** A browser whose owner asked for less motion (jsdom has no media queries). */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** The inlined scene's one CSS animation, as a browser lists it (jsdom lists none), already 1.2 s in. */
function stubSceneAnimation() {
  const motion = {
    playState: 'running',
    currentTime: 1200 as number | null,
    pause: vi.fn(() => {
      motion.playState = 'paused';
    }),
    play: vi.fn(() => {
      motion.playState = 'running';
    }),
  };
  Object.defineProperty(HTMLElement.prototype, 'getAnimations', {
    configurable: true,
    value(this: HTMLElement) {
      return this.querySelector('svg[aria-label]') ? [motion] : [];
    },
  });
  return motion;
}

function watch() {
  const onFinished = vi.fn<(reached: number) => void>();
  render(<AnimationPlayer animation={RAIN_ANIMATION} onFinished={onFinished} />);
  return onFinished;
}

const button = (name: string) => screen.getByRole('button', { name });
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const caption = (index: number) => RAIN_ANIMATION.scenes[index]?.caption ?? '';
const pictureUrl = (index: number) => RAIN_ANIMATION.scenes[index]?.pictureUrl ?? '';
const region = () => screen.getByRole('region', { name: 'Animation' });

describe('AnimationPlayer', () => {
  it('puts the scene in motion inline, named by its number (its caption below), with nothing that could run', async () => {
    const fetched = stubPictures(
      MOVING_SCENE_SVG.replace('</svg>', '<script>alert(1)</script><rect onclick="alert(1)"/></svg>'),
    );
    watch();
    // The still, while the scene in motion is on its way.
    expect(screen.getByRole('img', { name: pictureForScene(1) }).getAttribute('src')).toBe(pictureUrl(0));
    // Named once inline: a role of img and the scene's name as its label, set on the svg itself.
    const scene = await waitFor(() => {
      const inline = screen.getByRole('img', { name: pictureForScene(1) });
      expect(inline.tagName.toLowerCase()).toBe('svg');
      return inline;
    });
    expect(fetched).toHaveBeenCalledWith(
      `${pictureUrl(0)}?animated=1`,
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(scene.getAttribute('role')).toBe('img');
    expect(scene.getAttribute('aria-label')).toBe(pictureForScene(1));
    expect(scene.querySelector('style')?.textContent).toContain('@keyframes s1-rise');
    expect(scene.querySelector('script')).toBeNull();
    expect(scene.querySelector('[onclick]')).toBeNull();
    expect(screen.getByText(caption(0))).toBeTruthy();
  });

  it('holds the scene still on Pause, moves it again on Play, and starts it over on Replay', async () => {
    stubPictures();
    const motion = stubSceneAnimation();
    watch();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: pictureForScene(1) }).tagName.toLowerCase()).toBe('svg'),
    );
    expect(motion.playState).toBe('running');

    fireEvent.click(button(PAUSE));
    expect(motion.pause).toHaveBeenCalled();
    expect(motion.playState).toBe('paused');
    fireEvent.click(button(PLAY));
    expect(motion.playState).toBe('running');
    expect(button(PAUSE)).toBeTruthy();

    fireEvent.click(button(PAUSE));
    fireEvent.click(button(REPLAY));
    expect(motion.currentTime).toBe(0);
    expect(motion.playState).toBe('running');
    expect(button(PAUSE)).toBeTruthy();
  });

  it('keeps the still when the scene in motion cannot be had', async () => {
    const fetched = vi.fn(async () => new Response('Not found', { status: 404 }));
    vi.stubGlobal('fetch', fetched);
    watch();
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: pictureForScene(1) }).getAttribute('src')).toBe(pictureUrl(0));
  });

  it('moves between scenes with the buttons and the arrow keys, saying each new caption', () => {
    stubPictures();
    watch();
    expect(heading()).toBe('Scene 1 of 3');
    expect(button(PREVIOUS_SCENE)).toHaveProperty('disabled', true);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(heading()).toBe('Scene 2 of 3');
    expect(screen.getByText(caption(1))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`Scene 2 of 3: ${caption(1)}`);
    fireEvent.click(button(NEXT_SCENE));
    expect(heading()).toBe('Scene 3 of 3');
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(heading()).toBe('Scene 2 of 3');
    fireEvent.click(button(PREVIOUS_SCENE));
    expect(heading()).toBe('Scene 1 of 3');
    expect(screen.getByText('Scenes seen: 3 of 3')).toBeTruthy();
  });

  it('plays on to the next scene after its seconds, holds while paused, and starts the time again on Replay', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    stubPictures();
    watch();
    act(() => vi.advanceTimersByTime(3_900));
    expect(heading()).toBe('Scene 1 of 3');
    act(() => vi.advanceTimersByTime(200));
    expect(heading()).toBe('Scene 2 of 3');
    expect(screen.getByText('Scenes seen: 2 of 3')).toBeTruthy();

    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.click(button(PAUSE));
    expect(button(PLAY)).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(heading()).toBe('Scene 2 of 3');
    fireEvent.click(button(PLAY));
    act(() => vi.advanceTimersByTime(1_900));
    expect(heading()).toBe('Scene 2 of 3');

    fireEvent.click(button(REPLAY));
    act(() => vi.advanceTimersByTime(4_900));
    expect(heading()).toBe('Scene 2 of 3');
    act(() => vi.advanceTimersByTime(200));
    expect(heading()).toBe('Scene 3 of 3');

    // The last scene stays until the child goes on.
    act(() => vi.advanceTimersByTime(60_000));
    expect(heading()).toBe('Scene 3 of 3');
  });

  it('waits while the caption is read aloud', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    stubPictures();
    const speech = stubSpeech();
    watch();
    fireEvent.click(button(READ_TO_ME));
    expect(speech.spoken()).toEqual([{ text: caption(0), lang: 'en-AU' }]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(heading()).toBe('Scene 1 of 3');
    act(() => speech.finish());
    act(() => vi.advanceTimersByTime(4_000));
    expect(heading()).toBe('Scene 2 of 3');
  });

  it('offers "Go to the check" only on the last scene, and reports every scene reached', () => {
    stubPictures();
    const onFinished = watch();
    expect(screen.queryByRole('button', { name: GO_TO_THE_CHECK })).toBeNull();
    fireEvent.click(button(NEXT_SCENE));
    fireEvent.click(button(NEXT_SCENE));
    expect(screen.queryByRole('button', { name: NEXT_SCENE })).toBeNull();
    fireEvent.click(button(GO_TO_THE_CHECK));
    expect(onFinished).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('with less motion asked for, shows each scene still with its caption, and nothing moves on by itself', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    preferReducedMotion();
    const fetched = stubPictures();
    watch();
    expect(screen.getByRole('img', { name: pictureForScene(1) }).getAttribute('src')).toBe(pictureUrl(0));
    expect(screen.queryByRole('button', { name: PLAY })).toBeNull();
    expect(screen.queryByRole('button', { name: PAUSE })).toBeNull();
    expect(screen.queryByRole('button', { name: REPLAY })).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(heading()).toBe('Scene 1 of 3');

    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: pictureForScene(2) }).getAttribute('src')).toBe(pictureUrl(1));
    fireEvent.click(button(NEXT_SCENE));
    expect(screen.getByText(caption(2))).toBeTruthy();
    fireEvent.click(button(PREVIOUS_SCENE));
    expect(heading()).toBe('Scene 2 of 3');
    expect(fetched).not.toHaveBeenCalled();
  });
});
