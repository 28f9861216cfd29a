import { lazy } from 'react';
import { lazyPage } from './lazyPage';

/* Each page is its own chunk, loaded when its route first opens. */

export const HomePage = lazyPage(() => import('../../features/home/HomePage').then((m) => m.HomePage));
export const SignInPage = lazyPage(() => import('../../features/auth/SignInPage').then((m) => m.SignInPage));
/* Issue 36: sign in with a sign-in card; a chunk of its own, which the sign-in page only links to. */
export const CardSignInPage = lazy(() =>
  import('../../features/sign-in-cards/CardSignInPage').then((m) => ({ default: m.CardSignInPage })),
);
export const SsoCallbackPage = lazy(() =>
  import('../../features/auth/sso/SsoCallbackPage').then((m) => ({ default: m.SsoCallbackPage })),
);
export const ConfirmEmailPage = lazy(() =>
  import('../../features/auth/confirm-email/ConfirmEmailPage').then((m) => ({ default: m.ConfirmEmailPage })),
);
export const RegisterPage = lazy(() =>
  import('../../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
