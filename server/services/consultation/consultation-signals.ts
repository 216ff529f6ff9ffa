import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { CONSULT_CLOSES_AFTER_MINUTES } from '../../../src/shared/constants.ts';
import type { ConsultRole, Signal, SignalPayload } from '../../../src/shared/schemas/consultation.ts';
import type { Db } from '../../db/client.ts';
import { consultationSignals } from '../../db/schema/consultations.ts';
import { deleteClosedRoomSignals } from '../../repositories/appointments.ts';
import { now } from '../common/clock.ts';

/**
 * WebRTC signalling between the two parties of a consultation room, stored in
 * consultation_signals so that any API process can serve either party and a
 * reloaded page resumes from its cursor. A party reads only the other
 * party's signals of its own room.
 *
 * GET …/signals is a long-poll: it answers as soon as the other party's next
 * signal is there, or [] after `waitMs`. A post on this process wakes the
 * waiters of that room at once (the hub); signals posted through another
 * process are found by re-reading every `recheckMs`.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const READ_LIMIT = 100;
/** Cleanup runs at most this often per process (on a post). */
const CLEANUP_EVERY_MS = 60_000;

export class SignalHub {
  private readonly waiters = new Map<number, Set<() => void>>();
  private closed = false;

  /** Resolves after `ms`, when a signal of this room is posted here, on abort, or when the app closes. */
  wait(appointmentId: number, ms: number, signal?: AbortSignal): Promise<void> {
    if (this.closed || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const set = this.waiters.get(appointmentId) ?? new Set();
      this.waiters.set(appointmentId, set);
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        set.delete(done);
        if (set.size === 0 && this.waiters.get(appointmentId) === set) this.waiters.delete(appointmentId);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal?.addEventListener('abort', done, { once: true });
      set.add(done);
    });
  }

  notify(appointmentId: number): void {
    for (const wake of [...(this.waiters.get(appointmentId) ?? [])]) wake();
  }

  /** Ends every wait (app shutdown) and any later one at once. */
  close(): void {
    this.closed = true;
    for (const set of [...this.waiters.values()]) for (const wake of [...set]) wake();
  }

  get isClosed(): boolean {
    return this.closed;
  }
}

let lastCleanup = 0;

/**
 * Deletes the signals of rooms that have closed (ended more than
 * CONSULT_CLOSES_AFTER_MINUTES ago, or no longer confirmed/ongoing) and any
 * older than a day. Throttled per process; `force` runs it now.
 */
export async function cleanupSignals(db: Db, force = false): Promise<void> {
  const at = now().getTime();
  if (!force && Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
  lastCleanup = Date.now();
  const closedBefore = new Date(at - CONSULT_CLOSES_AFTER_MINUTES * MINUTE_MS);
  const dayAgo = new Date(at - DAY_MS);
  await deleteClosedRoomSignals(db, dayAgo, closedBefore);
}

/** Deletes one room's signals (it was found closed). */
export async function clearRoomSignals(db: Db, appointmentId: number): Promise<void> {
  await db.delete(consultationSignals).where(eq(consultationSignals.appointmentId, appointmentId));
}

export async function postSignal(db: Db, hub: SignalHub, appointmentId: number, from: ConsultRole, input: SignalPayload): Promise<Signal> {
  await cleanupSignals(db);
  const [row] = await db
    .insert(consultationSignals)
    .values({ appointmentId, sender: from, kind: input.kind, data: input.data, createdAt: now() })
    .returning();
  hub.notify(appointmentId);
  return toSignal(row!);
}

function toSignal(row: typeof consultationSignals.$inferSelect): Signal {
  return { seq: row.id, from: row.sender, kind: row.kind, data: row.data ?? null, created_at: row.createdAt.toISOString() };
}

/** The other party's signals after `after`, oldest first. */
export async function readSignals(db: Db, appointmentId: number, reader: ConsultRole, after: number): Promise<Signal[]> {
  const rows = await db
    .select()
    .from(consultationSignals)
    .where(and(eq(consultationSignals.appointmentId, appointmentId), ne(consultationSignals.sender, reader), gt(consultationSignals.id, after)))
    .orderBy(asc(consultationSignals.id))
    .limit(READ_LIMIT);
  return rows.map(toSignal);
}

export interface WaitOptions {
  waitMs: number;
  recheckMs: number;
  signal?: AbortSignal;
}

/** readSignals, waiting up to `waitMs` (real time) for the first one. */
export async function waitForSignals(
  db: Db,
  hub: SignalHub,
  appointmentId: number,
  reader: ConsultRole,
  after: number,
  { waitMs, recheckMs, signal }: WaitOptions,
): Promise<Signal[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const rows = await readSignals(db, appointmentId, reader, after);
    const left = deadline - Date.now();
    if (rows.length || left <= 0 || signal?.aborted || hub.isClosed) return rows;
    await hub.wait(appointmentId, Math.min(recheckMs, left), signal);
  }
}
