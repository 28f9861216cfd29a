import { lazy } from 'react';

/* Each page is its own chunk, loaded when its route first opens. */

export const HomePage = lazy(() => import('../../features/home/HomePage').then((m) => ({ default: m.HomePage })));
export const SignInPage = lazy(() => import('../../features/auth/SignInPage').then((m) => ({ default: m.SignInPage })));
export const RegisterPage = lazy(() =>
  import('../../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
/** Every section whose features come in a later release: its title and a note. */
export const NotAvailablePage = lazy(() =>
  import('../shell/NotAvailablePage').then((m) => ({ default: m.NotAvailablePage })),
);
