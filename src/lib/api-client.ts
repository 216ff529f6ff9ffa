import { CallFailure } from '../shared/call-failure.ts';
import { currentLocale, t } from '../shared/i18n/format.ts';
import { LOCALE_INFO } from '../shared/i18n/locale.ts';
import { reportReachable, reportUnreachable } from './connectivity.ts';
import { clearSession, getSession } from './session.ts';

/** Framework-free fetch wrapper for the `{ success, message, data, errors }` envelope (DESIGN §4). */

const API_BASE = '/api';

/**
 * What this client reads of an answer: its status and its JSON body. The browser's transport is fetch
 * (a Response); the server renderer answers the same calls in-process (src/entry-server.tsx) with just
 * these, so a page's reads skip building a Response with every header and a body stream (issue 40).
 */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'json'>;

/** The browser's fetch; the server renderer answers the same calls in-process (src/entry-server.tsx). */
let transport: (url: string, init: RequestInit) => Promise<ApiAnswer> = (url, init) => fetch(url, init);

/** Server rendering only. */
export function setApiTransport(next: typeof transport): void {
  transport = next;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  form?: FormData;
  /** Query string; lists are comma separated, empty values dropped. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** For retryable writes (booking, enquiry, cancellation…): a repeat returns the first answer. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export interface ApiEnvelope<T> {
  success: true;
  message?: string;
  data: T;
  /** Listings only. */
  last_page?: number;
  total?: number;
  /** Queues with tabs (the verification console): each tab's count. */
  counts?: Record<string, number>;
}

export class ApiError extends CallFailure {
  override readonly name = 'ApiError';

  /** The server's message for one field, if it named it. */
  fieldError(field: string): string | undefined {
    return this.errors?.[field];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What to tell the person when a call failed (issue 38: one place): the server's own message, in their language, else the generic one. */
export const errorMessage = (error: unknown): string => (isApiError(error) && error.message ? error.message : t('common.serverError'));

/** '/api/doctors', '/doctors' and 'doctors' all mean the same call. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return clean;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `${clean}?${text}` : clean;
}

function buildInit(options: ApiFetchOptions): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server then keeps the session in an HttpOnly cookie and leaves the token out of bodies.
    'X-Session-Transport': 'cookie',
    // The server words errors, toasts and labels in the language of this page, even when the account's
    // saved language differs (its mails follow the account's).
    'Accept-Language': LOCALE_INFO[currentLocale()].lang,
    'X-Page-Locale': currentLocale(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  };
}

async function readJson(response: ApiAnswer): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await response.json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Calls the API and returns the whole success envelope (listings need last_page and total). */
export async function apiFetchEnvelope<T>(path: string, options: ApiFetchOptions = {}): Promise<ApiEnvelope<T>> {
  const signedIn = getSession() !== null;
  let response: ApiAnswer;
  try {
    response = await transport(apiUrl(path, options.query), buildInit(options));
  } catch (error) {
    // Aborts belong to the caller (TanStack Query cancels this way); anything else is the network.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportUnreachable();
    throw new ApiError(0, t('common.offline'));
  }
  reportReachable();
  const json = await readJson(response);
  if (response.ok && json?.success === true) return json as unknown as ApiEnvelope<T>;

  if (response.status === 401 && signedIn) clearSession();
  const message = typeof json?.message === 'string' && json.message ? json.message : t(messageFor(response.status));
  const errors = json?.errors && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : undefined;
  throw new ApiError(response.ok ? 500 : response.status, message, errors);
}

/** Calls the API and returns `data` of the success envelope; throws ApiError otherwise. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiFetchEnvelope<T>(path, options)).data;
}

function messageFor(status: number) {
  if (status === 401) return 'auth.unauthenticated' as const;
  if (status === 403) return 'auth.forbidden' as const;
  if (status === 404) return 'common.notFound' as const;
  if (status === 429) return 'common.tooManyRequests' as const;
  if (status === 400 || status === 422) return 'common.validation' as const;
  return 'common.serverError' as const;
}
