import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first test to open a lazy page waits for Vite to transform its chunk: seconds, not the default one, on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The files of a worker share one window (isolate: false): each test leaves it as a fresh page has it.
afterEach(() => {
  cleanup();
  if (typeof window === 'undefined') return;
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
