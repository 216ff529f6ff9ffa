/**
 * The `redirect` search parameter of the login pages, kept only when it is a same-origin
 * path ('/…' but not '//host' or '/\host', no control characters) and not a login page
 * itself (that would bounce the freshly signed-in user back).
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const target = value.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  if ([...target].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return undefined;
  if (/^\/(login|doctor-login)(?:[/?#]|$)/.test(target)) return undefined;
  return target;
}
