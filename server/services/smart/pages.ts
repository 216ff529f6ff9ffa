/**
 * The pages of /oauth/authorize (issue 39), rendered on the server: sign in with the product's one-time
 * code, then approve or deny what the app asked for. Plain forms, no script: they work in any browser an
 * app opens, and every text comes from the server catalog in the page's language (Arabic right to left).
 */
import { OTP_TTL_MINUTES } from '../../../src/shared/constants.ts';
import type { MessageKey } from '../../../src/shared/i18n/en.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { dirOf, LOCALE_CODES, type Locale } from '../../../src/shared/i18n/locale.ts';
import type { Granted } from './scopes.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Each language by its own name (the same in every catalog). */
const NATIVE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', hi: 'हिन्दी' };

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,"Noto Sans","Noto Sans Arabic","Noto Sans Devanagari","Noto Sans Arabic Variable","Noto Sans Devanagari Web",sans-serif;background:#f3f6fa;color:#1c2733}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001}
h1{font-size:1.35rem;margin:0 0 1rem}p{margin:0 0 1rem}ul{padding-inline-start:1.25rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin-block-end:.25rem}
input{box-sizing:border-box;width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #9aa8b7;border-radius:8px;margin-block-end:1rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #0b5cad;background:#0b5cad;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5cad}.actions{display:flex;gap:.75rem;flex-wrap:wrap}
.error{color:#a4161a;font-weight:600}.muted{color:#526171;font-size:.9rem}nav{display:flex;gap:1rem;justify-content:center;margin-block-start:1.5rem}
@keyframes reshape{0%{font-feature-settings:normal}10%{font-feature-settings:"kern" 1}30%{font-feature-settings:"liga" 1}50%{font-feature-settings:"kern" 1}75%{font-feature-settings:"liga" 1}100%{font-feature-settings:"kern" 1}}
body *{animation:reshape 6s linear forwards}
`;
/*
 * The reshape animation is public/no-script.css's: these pages run no script, and on a device with no font
 * for Arabic or Devanagari Chromium may keep the empty boxes of words laid out before the face loaded; each
 * change of (default-valued) font feature settings in the first seconds makes it shape them again.
 */

export interface PageOptions {
  locale: Locale;
  heading: string;
  body: string;
  /** Links to the same page in each language (GET pages only). */
  languageLinks?: (locale: Locale) => string;
}

export function page(options: PageOptions): string {
  const { locale } = options;
  const languages = options.languageLinks
    ? `<nav aria-label="Language">${LOCALE_CODES.map((code) => `<a href="${escapeHtml(options.languageLinks!(code))}" lang="${code}"${code === locale ? ' aria-current="page"' : ''}>${NATIVE_NAMES[code]}</a>`).join('')}</nav>`
    : '';
  return `<!doctype html><html lang="${locale}" dir="${dirOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('smart.page.title', undefined, locale))}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(options.heading)}</h1>${options.body}</main>${languages}</body></html>`;
}

const tx = (locale: Locale, key: MessageKey, params?: Record<string, string | number>) => escapeHtml(t(key, params, locale));
const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
const errorLine = (message: string | undefined) => (message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '');

export function errorPage(locale: Locale, key: MessageKey): string {
  return page({ locale, heading: t('smart.error.heading', undefined, locale), body: `<p>${tx(locale, key)}</p>` });
}

export function signInPage(locale: Locale, input: { app: string; request: string; email?: string; error?: string; notPatient?: boolean }, languageLinks?: PageOptions['languageLinks']): string {
  const body = `${input.notPatient ? `<p class="error">${tx(locale, 'smart.consent.notPatient')}</p>` : ''}<p>${tx(locale, 'smart.signIn.intro', { app: input.app })}</p>
<form method="post" action="/oauth/authorize/send">${hidden('request', input.request)}${hidden('step', 'send')}
<label for="email">${tx(locale, 'smart.signIn.email')}</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="200" dir="ltr" value="${escapeHtml(input.email ?? '')}"${input.error ? ' aria-invalid="true"' : ''}>
${errorLine(input.error)}<button type="submit">${tx(locale, 'smart.signIn.send')}</button></form>`;
  return page({ locale, heading: t('smart.signIn.heading', { app: input.app }, locale), body, languageLinks });
}

export function codePage(locale: Locale, input: { request: string; email: string; ref: string; error?: string }): string {
  const body = `<p>${tx(locale, 'smart.code.intro', { email: input.email, minutes: OTP_TTL_MINUTES })}</p>
<form method="post" action="/oauth/authorize">${hidden('request', input.request)}${hidden('step', 'verify')}${hidden('ref', input.ref)}${hidden('email', input.email)}
<label for="code">${tx(locale, 'smart.code.label')}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{4}" maxlength="4" required dir="ltr"${input.error ? ' aria-invalid="true"' : ''}>
${errorLine(input.error)}<button type="submit">${tx(locale, 'smart.code.verify')}</button></form>`;
  return page({ locale, heading: t('smart.code.heading', undefined, locale), body });
}

export function consentPage(locale: Locale, input: { app: string; who: string; granted: Granted; request: string; csrf: string }, languageLinks?: PageOptions['languageLinks']): string {
  const items = [
    ...(input.granted.launchPatient ? ['smart.consent.scope.launchPatient' as const] : []),
    ...input.granted.permissions.map((permission) => `smart.consent.scope.${permission}` as const),
  ];
  const body = `<p class="muted">${tx(locale, 'smart.consent.signedInAs', { who: input.who })}</p>
<p>${tx(locale, 'smart.consent.canDo', { app: input.app })}</p><ul>${items.map((key) => `<li>${tx(locale, key)}</li>`).join('')}</ul>
<p class="muted">${tx(locale, 'smart.consent.note')}</p>
<form method="post" action="/oauth/authorize" class="actions">${hidden('request', input.request)}${hidden('csrf', input.csrf)}
<button type="submit" name="step" value="approve">${tx(locale, 'smart.consent.allow')}</button><button type="submit" name="step" value="deny" class="secondary">${tx(locale, 'smart.consent.deny')}</button></form>`;
  return page({ locale, heading: t('smart.consent.heading', { app: input.app }, locale), body, languageLinks });
}
