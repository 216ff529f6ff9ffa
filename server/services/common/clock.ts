/**
 * The server's idea of "now" for time rules (code expiry, resend waits, send
 * limits, session expiry). Services read it instead of `new Date()` so tests
 * can move time forward without sleeping; timestamps those rules compare are
 * written from it too, never from the database's now().
 */
let source: () => number = () => Date.now();

export function now(): Date {
  return new Date(source());
}

/** Tests only: pin or drive the clock. */
export function setClock(next: () => number): void {
  source = next;
}

export function resetClock(): void {
  source = () => Date.now();
}
