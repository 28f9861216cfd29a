import { lazy } from 'react';

/* Each page is its own chunk, loaded when its route first opens. */

export const HomePage = lazy(() => import('../../features/home/HomePage').then((m) => ({ default: m.HomePage })));
export const SignInPage = lazy(() => import('../../features/auth/SignInPage').then((m) => ({ default: m.SignInPage })));
export const SsoCallbackPage = lazy(() =>
  import('../../features/auth/sso/SsoCallbackPage').then((m) => ({ default: m.SsoCallbackPage })),
);
export const ConfirmEmailPage = lazy(() =>
  import('../../features/auth/confirm-email/ConfirmEmailPage').then((m) => ({ default: m.ConfirmEmailPage })),
);
export const RegisterPage = lazy(() =>
  import('../../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
