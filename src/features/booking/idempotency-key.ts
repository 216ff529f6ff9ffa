// The generator is shared by every retriable write (booking, configuration saves…).
export { newIdempotencyKey } from '../../lib/idempotency-key.ts';
