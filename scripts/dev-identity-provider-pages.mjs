// The development OpenID Connect provider's pages: sign-in, sign-out and
// messages. Each says plainly that this is the development provider, so
// nobody mistakes it for their school's. Styles inline (the origin's policy
// allows inline styles); the one script is a file (it allows no inline script).
import { DEV_IDP_PATH } from './identity-provider.mjs';

const escape = (text) => String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:22rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0003}
.dev{background:#fff4e5;color:#663c00;border:1px solid #ffb74d;border-radius:4px;padding:.5rem .75rem;font-size:.9rem}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font:inherit}
button{margin-top:1.25rem;width:100%;padding:.6rem;font:inherit;font-weight:600;background:#1565c0;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#b71c1c;margin-top:1rem}`;

function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Development sign-in provider</title><style>${STYLE}</style></head>
<body><main>
<p class="dev" role="note"><strong>Development sign-in provider.</strong> Not for production: it signs in the portal's own accounts with their portal passwords. Set OIDC_ISSUER to use your school's provider.</p>
<h1>${escape(title)}</h1>
${body}
</main></body></html>`;
}

/** The sign-in form: a demo account's e-mail and the demo password. */
export function loginPage(uid, email, error) {
  return page(
    'Sign in',
    `<form method="post" action="${DEV_IDP_PATH}/interaction/${escape(uid)}/login" novalidate>
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" value="${escape(email)}" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>`,
  );
}

/**
 * Sign-out from the portal. With the ID token (`fromPortal`), confirmed at
 * once as Keycloak does, by a script file clicking the button (kept visible
 * for a browser without scripts); without it, a link from anywhere, the user
 * decides. `form` is oidc-provider's, with its xsrf field.
 */
export function logoutPage(form, fromPortal) {
  const button = `<button ${fromPortal ? 'data-auto ' : ''}type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`;
  return page(
    fromPortal ? 'Signing out' : 'Sign out?',
    `${form}${button}${fromPortal ? `\n<script src="${DEV_IDP_PATH}/auto-submit.js"></script>` : ''}`,
  );
}

export function messagePage(title, text) {
  return page(title, `<p>${escape(text)}</p>`);
}
