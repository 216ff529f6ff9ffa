/**
 * The SQLSTATE of a database error. Drizzle wraps driver errors (its
 * DrizzleQueryError keeps the original in `cause`), and pg and PGlite both
 * put the code on the original, so follow the cause chain.
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
