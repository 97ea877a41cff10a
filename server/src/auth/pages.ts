/**
 * The provider's server-rendered pages: sign-in, sign-out and errors. No inline script or style
 * (the site's Content-Security-Policy): one stylesheet and one small script, served beside them
 * under /oidc/assets. Light or dark by the browser's prefers-color-scheme; one column on a phone.
 */

import { escapeHtml } from '@app/common';
import type { StorageProblem } from '../db/storage.ts';
import { pageText, type PageLanguage } from './page-text.ts';

export const ASSETS_PATH = '/oidc/assets';

export const PAGES_CSS = `:root{color-scheme:light dark;--bg:#f3f4f7;--card:#fff;--text:#1f2430;--muted:#5a6170;
--border:#c9ced8;--accent:#1d5fbf;--accent-text:#fff;--danger:#a4161a;--danger-bg:#fdecec}
@media (prefers-color-scheme:dark){:root{--bg:#15181e;--card:#20242c;--text:#e8eaef;--muted:#aab1bf;
--border:#4a5160;--accent:#7fb0ff;--accent-text:#10151d;--danger:#ffb3b3;--danger-bg:#3a1d1f}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:400px;background:var(--card);border:1px solid var(--border);border-radius:12px;
padding:24px}
.brand{margin:0 0 4px;color:var(--muted);font-size:.875rem}
h1{margin:0 0 16px;font-size:1.5rem;line-height:1.25}
p{margin:0 0 16px}
label{display:block;margin:0 0 4px;font-weight:600}
input{display:block;width:100%;margin:0 0 16px;padding:10px 12px;font:inherit;color:var(--text);
background:var(--card);border:1px solid var(--border);border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.alert{margin:0 0 16px;padding:10px 12px;border-radius:8px;color:var(--danger);background:var(--danger-bg);
border:1px solid currentColor}
.actions{display:flex;flex-wrap:wrap;gap:8px}
button,.button{flex:1 1 140px;min-height:44px;padding:10px 16px;font:inherit;font-weight:600;text-align:center;
text-decoration:none;border-radius:8px;cursor:pointer;border:1px solid var(--accent)}
.primary{background:var(--accent);color:var(--accent-text)}
.secondary{background:transparent;color:var(--accent)}
a{color:var(--accent)}
`;

/** Signs out at once when the portal asked for it with a valid ID token (the button is the fallback). */
export const SIGN_OUT_JS = `document.addEventListener('DOMContentLoaded', function () {
  var button = document.querySelector('[data-auto-submit]');
  if (button) button.click();
});
`;

function page(
  lang: PageLanguage,
  title: string,
  body: string,
  options: { script?: boolean } = {},
): string {
  const text = pageText(lang);
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(text.county)}</title>
<link rel="icon" type="image/svg+xml" href="/logo.svg">
<link rel="stylesheet" href="${ASSETS_PATH}/pages.css">
${options.script ? `<script src="${ASSETS_PATH}/sign-out.js" defer></script>\n` : ''}</head>
<body>
<main>
<p class="brand">${escapeHtml(text.brand)}</p>
${body}
</main>
</body>
</html>`;
}

export function signInPage(options: {
  lang: PageLanguage;
  action: string;
  cancelAction: string;
  email?: string;
  error?: string;
}): string {
  const text = pageText(options.lang);
  const error = options.error
    ? `<p class="alert" id="sign-in-error" role="alert">${escapeHtml(options.error)}</p>\n`
    : '';
  const described = options.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return page(
    options.lang,
    text.signInTitle,
    `<h1>${escapeHtml(text.signInTitle)}</h1>
${error}<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">${escapeHtml(text.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required${described}
 value="${escapeHtml(options.email ?? '')}"${options.email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(text.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${options.email ? ' autofocus' : ''}>
<div class="actions">
<button type="submit" class="primary">${escapeHtml(text.signIn)}</button>
<button type="submit" class="secondary" formaction="${escapeHtml(options.cancelAction)}" formnovalidate>${escapeHtml(text.cancel)}</button>
</div>
</form>`,
  );
}

export function signOutPage(options: { lang: PageLanguage; form: string; auto: boolean }): string {
  const text = pageText(options.lang);
  return page(
    options.lang,
    text.signOutTitle,
    `<h1>${escapeHtml(text.signOutTitle)}</h1>
<p>${escapeHtml(text.signOutQuestion)}</p>
${options.form}
<div class="actions">
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes"${options.auto ? ' data-auto-submit' : ''}>${escapeHtml(text.signOut)}</button>
<button type="submit" class="secondary" form="op.logoutForm">${escapeHtml(text.staySignedIn)}</button>
</div>`,
    { script: options.auto },
  );
}

export function messagePage(options: {
  lang: PageLanguage;
  title: string;
  message: string;
  link?: { href: string; text: string };
}): string {
  const link = options.link
    ? `<div class="actions"><a class="button primary" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></div>`
    : '';
  return page(
    options.lang,
    options.title,
    `<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
${link}`,
  );
}

/** The page saying that the sign-in cannot be recorded: the disk is full or read-only. */
export function storagePage(lang: PageLanguage, problem: StorageProblem, portal: string): string {
  const text = pageText(lang);
  return messagePage({
    lang,
    title: text.storageTitle,
    message: problem.kind === 'full' ? text.storageFull : text.storageReadOnly,
    link: { href: portal, text: text.backToPortal },
  });
}
