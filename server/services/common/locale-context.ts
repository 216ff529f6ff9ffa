import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, negotiateLocale, parseLocalePath, type Locale } from '../../../src/shared/i18n/locale.ts';

/**
 * The language the server words its text in (issue 18), per request and per job. A request's is
 * resolved on first use: a page by its URL prefix (/ar/, /hi/); an API call by the signed-in account's
 * saved language, else the request's Accept-Language, else English. Jobs and mails to another person
 * (the doctor of a booking, a reminder) run `withLocale(that account's locale, …)`. `t()` reads it
 * (setLocaleSource in server/i18n-server.ts), so no call site passes it.
 */
interface LocaleContext {
  request?: FastifyRequest;
  locale?: Locale;
}

const context = new AsyncLocalStorage<LocaleContext>();

/** The header the web app sends with every API call: the language of the page that called. */
export const PAGE_LOCALE_HEADER = 'x-page-locale';

/** The language of an API request: the account's, else Accept-Language, else English. */
export function apiLocaleOf(request: FastifyRequest): Locale {
  // The web app names the language its page is in: an answer it shows must read in that language even
  // when the account's saved one differs (a device that never chose, a second device).
  const page = request.headers[PAGE_LOCALE_HEADER];
  if (isLocale(page)) return page;
  const saved = request.auth?.locale;
  if (isLocale(saved)) return saved;
  return negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** The language of a page: its URL prefix (English unprefixed). */
export const pageLocaleOf = (request: FastifyRequest): Locale => parseLocalePath(request.url.split('?')[0] ?? '/').locale;

const readsSession = (request: FastifyRequest) => !!request.headers.authorization || !!request.headers.cookie?.includes('mb_session');

function resolve(store: LocaleContext): Locale {
  if (store.locale) return store.locale;
  const request = store.request;
  if (!request) return DEFAULT_LOCALE;
  // The API and the FHIR API word their answers in the caller's language (header, account, Accept-Language).
  const api = request.url.startsWith('/api/') || request.url.startsWith('/fhir');
  const locale = api ? apiLocaleOf(request) : pageLocaleOf(request);
  // Before the session is resolved the account's language is unknown: that guess is not kept.
  if (!api || request.auth !== null || !readsSession(request)) store.locale = locale;
  return locale;
}

/** Runs `fn` (a mail, an SMS, a reminder, a page head) with `t()` in a language (English when unknown). */
export function withLocale<T>(locale: string | null | undefined, fn: () => T): T {
  return context.run({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE }, fn);
}

/** Runs the rest of a request in its own language context. */
export function runRequest(request: FastifyRequest, fn: () => void): void {
  context.run({ request }, fn);
}

/** The language `t()` uses now. */
export function localeNow(): Locale {
  const store = context.getStore();
  return store ? resolve(store) : DEFAULT_LOCALE;
}

/** The language of a request (its context's, when it is the one running). */
export function localeOfRequest(request: FastifyRequest): Locale {
  const store = context.getStore();
  return store?.request === request ? resolve(store) : request.url.startsWith('/api/') ? apiLocaleOf(request) : pageLocaleOf(request);
}
