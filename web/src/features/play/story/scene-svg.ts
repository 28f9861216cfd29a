import type { Config } from 'dompurify';

/** A scene's picture in motion: the same path with `animated=1` (the API answers the scene with CSS keyframes inside). */
export function animatedSceneUrl(pictureUrl: string): string {
  return `${pictureUrl}${pictureUrl.includes('?') ? '&' : '?'}animated=1`;
}

/**
 * The picture kit draws plain shapes and one <style> of keyframes: nothing
 * else may come through, however the answer was made. No links, images or
 * embedded documents either, so nothing loads from anywhere.
 */
const SCENE_SANITIZING: Config = {
  USE_PROFILES: { svg: true },
  ADD_TAGS: ['style'],
  FORBID_TAGS: ['a', 'image', 'use', 'foreignObject', 'feImage'],
  FORBID_ATTR: ['href', 'xlink:href', 'style'],
};

/** CSS that could load something (the kit's never does): a style holding it is dropped, the picture stays still. */
const LOADING_CSS = /url\s*\(|@import|image-set\s*\(/i;

/**
 * A scene's SVG, fetched in motion and made safe to put inline, where its
 * animations can be paused: only the svg element, sanitized (DOMPurify's SVG
 * profile keeping <style>), without any style that would load something.
 * DOMPurify is loaded only when a scene is, so pages without animations do
 * not carry it. Rejects on a failed request or an answer that is no SVG; the
 * player then keeps showing the still.
 */
export async function loadSceneSvg(pictureUrl: string, signal: AbortSignal): Promise<string> {
  const answer = await fetch(animatedSceneUrl(pictureUrl), { credentials: 'same-origin', signal });
  if (!answer.ok) throw new Error(`The scene's picture answered ${answer.status}.`);
  const markup = await answer.text();
  const { default: DOMPurify } = await import('dompurify');
  const fragment = DOMPurify.sanitize(markup, { ...SCENE_SANITIZING, RETURN_DOM_FRAGMENT: true });
  const svg = fragment.querySelector('svg');
  if (!svg) throw new Error("The scene's picture is not an SVG.");
  for (const style of svg.querySelectorAll('style')) {
    if (LOADING_CSS.test(style.textContent ?? '')) style.remove();
  }
  return svg.outerHTML;
}
