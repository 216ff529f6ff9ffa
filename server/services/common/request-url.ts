/**
 * One spelling per path (issue 36). Everything that decides by path — the rate limits, the
 * session lookup, the request's language, the page renderer, the links FHIR builds from the
 * request — reads `request.url`; Fastify's router decodes the path before matching, so
 * `/%61pi/send-otp` reached the send-otp route while `startsWith('/api/')` said it was a page,
 * and skipped every API limit. Fastify's `rewriteUrl` runs this before routing, so the URL every
 * hook and handler sees is the one the router matched:
 * - an absolute-form request line (`GET http://x/api/home HTTP/1.1`, RFC 9112 §3.2.2) becomes
 *   origin-form: its host never reaches a link (the Host header, or PUBLIC_URL, does);
 * - a percent-encoded unreserved character in the path is decoded (RFC 3986 §6.2.2.2: `%61` is
 *   `a`, the same resource); every other escape (`%2F`, `%3F`, `%25`, …) stays as sent.
 */
const UNRESERVED_ESCAPE = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

export function normalizeRequestUrl(raw: string): string {
  let url = raw;
  const absolute = ABSOLUTE_FORM.exec(url);
  if (absolute) {
    url = url.slice(absolute[0].length);
    if (!url.startsWith('/')) url = `/${url}`;
  }
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  const decoded = path.replace(UNRESERVED_ESCAPE, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape;
  });
  return decoded + rest;
}

/** Query parameters whose value is a secret: a one-tap link's token, a sign-in code, an OAuth answer. */
const SECRET_PARAMETERS = new Set(['token', 'code', 'otp', 'state', 'id_token', 'access_token', 'refresh_token', 'key', 'sig', 'signature', 'secret', 'password']);

/**
 * The URL as a log may keep it: the value of every secret parameter replaced (issue 36: one-tap
 * link tokens were written to the request log, and anyone reading logs could cancel bookings).
 */
export function redactUrl(url: string): string {
  // A reminder SMS's short link carries its secret in the path (issue 42).
  if (/^\/l\/[^/?#]/.test(url)) url = url.replace(/^\/l\/[^?#]*/, '/l/[redacted]');
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = url.slice(queryAt + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return pair;
    let name = pair.slice(0, equals);
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judge the name as it was sent.
    }
    return SECRET_PARAMETERS.has(name.toLowerCase()) ? `${pair.slice(0, equals)}=[redacted]` : pair;
  });
  return `${url.slice(0, queryAt)}?${query.join('&')}`;
}
