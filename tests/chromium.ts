import { existsSync } from 'node:fs';

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's
 * package, else Playwright's own download (undefined lets Playwright pick it).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** Flags that keep a headless Chromium quiet on a machine with no internet. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
