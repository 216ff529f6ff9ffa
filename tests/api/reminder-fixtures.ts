/**
 * Fixtures of the reminder, one-tap link and reschedule tests (not a test file): a patient with a
 * verified email AND phone, signed in by a session, and helpers to book and to run the queue.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { App } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { outboxMessages } from '../../server/db/schema/content.ts';
import { jobs } from '../../server/db/schema/jobs.ts';
import { createSession } from '../../server/services/auth/sessions.ts';
import { jobHandlers } from '../../server/services/job-handlers.ts';
import { runDueJobs } from '../../server/services/jobs/run-jobs.ts';
import { bearer, seedPatient } from '../helpers/auth.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingPayload, buildWorld, type World } from './booking-fixtures.ts';

/**
 * One app on a fresh database with the booking world for the whole file (as withListingFixture
 * does for the listing); the test clock goes back to real time after it.
 */
export function withBookingWorld(clock: { reset: () => void }, take: (setup: { ctx: TestApp; world: World }) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    take({ ctx: app, world: await buildWorld(app.database) });
  }, 60_000);
  afterAll(async () => {
    clock.reset();
    await app?.close();
  });
}

let phoneSeq = 0;

export async function phonePatient(database: Database, email: string, extra: { smsReminders?: boolean; whatsappReminders?: boolean } = {}) {
  const phone = String(501000000 + ++phoneSeq * 7919);
  const userId = await seedPatient(database, { email, phone, countryCode: '+971', phoneVerifiedAt: new Date(), firstName: 'Sara', lastName: 'Ali', ...extra });
  const { token } = await createSession(database.db, userId);
  return { userId, email, phone: `+971${phone}`, headers: bearer(token), token };
}

export async function book(app: App, headers: Record<string, string>, overrides: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/add-appointment', headers, payload: bookingPayload(overrides) });
  if (response.statusCode !== 200) throw new Error(`booking answered ${response.statusCode}: ${response.body}`);
  return response.json().data.appointment as { id: number; starts_at: string; appointment_date: string; appointment_time: string };
}

export const runJobs = (app: App) => runDueJobs(app, jobHandlers);

/** Outbox rows to one address whose subject starts with `prefix`, oldest first. */
export async function sent(database: Database, to: string, prefix: string) {
  const rows = await database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(outboxMessages.id);
  return rows.filter((row) => row.subject.startsWith(prefix));
}

export async function pendingJobs(database: Database, appointmentId: number, kind = 'reminder') {
  return database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.appointmentId, appointmentId), eq(jobs.kind, kind), isNull(jobs.doneAt), isNull(jobs.failedAt)));
}

/** The one-tap links of a message body: { confirm, reschedule?, cancel? } as tokens. */
export function linksOf(body: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [label, key] of [['Confirm you are coming: ', 'confirm'], ['Reschedule: ', 'reschedule'], ['Cancel: ', 'cancel']] as const) {
    const match = new RegExp(`${label}(\\S+)`).exec(body);
    if (match) found[key] = decodeURIComponent(new URL(match[1]!).searchParams.get('token')!);
  }
  return found;
}
