/**
 * A fresh Idempotency-Key for one intended status change (DESIGN §4). Same
 * rule as the booking flow's key: crypto.randomUUID only exists in secure
 * contexts, so a phone on a LAN address over http gets random bytes instead.
 */
export function newStatusKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
