import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** One thing wrong with a page as opened: an axe rule it breaks, or content wider than the window. */
export interface Finding {
  /** The axe rule id, or `horizontal-overflow`. */
  rule: string;
  /** What is wrong and where: the impact and the elements, or the overflow's width and its widest elements. */
  detail: string;
}

export const OVERFLOW = 'horizontal-overflow';

const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Waits until the page has settled: its h1 is shown and nothing says it is
 * still loading (the page chunk's progress bar, a grid's loading overlay, a
 * dashboard's skeleton), so the checks see what a user reads.
 */
export async function settle(page: Page): Promise<void> {
  // Checked every frame rather than on an assertion's back-off, which would wait up to a second more per page.
  const settled = page.waitForFunction(
    () => {
      const heading = document.querySelector('h1');
      const loading = document.querySelector('[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]');
      return heading !== null && heading.getClientRects().length > 0 && loading === null;
    },
    undefined,
    { polling: 'raf', timeout: SETTLE_TIMEOUT_MS },
  );
  await settled.catch(() => {
    throw new Error(`${page.url()} showed no h1, or was still loading, after ${SETTLE_TIMEOUT_MS / 1000} s`);
  });
  // Layout that follows a load or a resize (a grid measuring its columns) is done one frame later.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await animationsDone(page);
}

/**
 * Colours mid-transition (a button just enabled fades from grey to blue, a
 * dialog fades in) are read as they are drawn: every finite CSS transition
 * and animation runs to its end first.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** What the page hands back of axe's answer: only the violations, and only what a finding reads of them. */
interface Violation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/**
 * Every axe violation of any impact, with the elements that break it. axe
 * runs in the page itself: added once per document (the route walk moves
 * inside the app, so one page is checked many times), then asked for
 * violations only, the rest of its answer never leaving the page.
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  await animationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const { violations: found } = await inPage.run(document, { resultTypes: ['violations'] });
    return found.map(({ id, impact, nodes }): Violation => ({
      id,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.map(({ id, impact, targets }) => ({
    rule: id,
    detail: `${impact ?? 'no impact'}: ${targets.slice(0, 5).join(' | ')}${
      targets.length > 5 ? ` and ${targets.length - 5} more` : ''
    }`,
  }));
}

/**
 * The page scrolls sideways: its width past the window's, and the outermost
 * elements that reach beyond the window's right edge.
 */
export async function overflowFindings(page: Page): Promise<Finding[]> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return null;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = Array.from(element.classList)
        .slice(0, 2)
        .map((name) => `.${name}`);
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${id}${classes.join('')} (${Math.round(element.getBoundingClientRect().right)}px${text ? ` "${text}"` : ''})`;
    };
    const reachesPast = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    // Content scrolled inside a box that itself fits (a grid's own scroller) widens nothing.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible' && !reachesPast(box)) return true;
      return false;
    };
    const beyond = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => reachesPast(element) && !clipped(element),
    );
    const outermost = beyond.filter((element) => !beyond.includes(element.parentElement as Element));
    return { by: root.scrollWidth - width, width, elements: outermost.slice(0, 5).map(describe) };
  });
  if (!overflow) return [];
  return [
    {
      rule: OVERFLOW,
      detail: `${overflow.by}px wider than the ${overflow.width}px window: ${overflow.elements.join(' | ')}`,
    },
  ];
}

/** No axe violation of any impact, and no sideways scrolling, on the page once it has settled. */
export async function expectClean(page: Page, what: string): Promise<void> {
  await settle(page);
  expect([...(await axeFindings(page)), ...(await overflowFindings(page))], what).toEqual([]);
}
