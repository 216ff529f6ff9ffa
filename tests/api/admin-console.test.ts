/**
 * The verification console's API (issue 20): who may call it, hostile input,
 * proofs only with an admin session, tab counts and search, the audit log
 * (append-only), two admins deciding at once, review moderation and the mail
 * to the team on new work.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDecisions } from '../../server/db/schema/admin.ts';
import { doctorDocuments, doctors } from '../../server/db/schema/doctors.ts';
import { reviews } from '../../server/db/schema/engagement.ts';
import { users } from '../../server/db/schema/users.ts';
import { createSession } from '../../server/services/auth/sessions.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { storeFile } from '../../server/services/files/uploads.ts';
// The console's catalog over the app's: both kinds of key read the same.
import { t } from '../../src/shared/i18n/format.ts';
import { bearer, outbox, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, formData, insertBooking, pdfBytes, pngBytes } from './account-fixtures.ts';
import { NOW, buildWorld, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;
let admin: Record<string, string>;
let secondAdmin: Record<string, string>;
let doctorHeaders: Record<string, string>;
let seq = 0;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  const db = ctx.database.db;
  const admins = await db
    .insert(users)
    .values([
      { role: 'admin', email: 'first@team.test', emailVerifiedAt: new Date() },
      { role: 'admin', email: 'second@team.test', emailVerifiedAt: new Date() },
      // Never mailed: the address was typed, not verified.
      { role: 'admin', email: 'unverified@team.test' },
    ])
    .returning({ id: users.id });
  admin = bearer((await createSession(db, admins[0]!.id)).token);
  secondAdmin = bearer((await createSession(db, admins[1]!.id)).token);
  nadia = await patient(ctx.app, 'nadia@console.test');
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

/** A finished registration waiting for verification, with both proofs on file. */
async function pendingDoctor(firstName: string, registration = `REG-${++seq}`) {
  const db = ctx.database.db;
  const [account] = await db
    .insert(users)
    .values({ role: 'doctor', email: `${firstName.toLowerCase()}${seq}@pending.test`, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const [doctor] = await db
    .insert(doctors)
    .values({
      userId: account!.id,
      slug: `console-${firstName.toLowerCase()}-${seq}`,
      firstName,
      lastName: 'Pending',
      verificationStatus: 'pending',
      registrationCompleted: true,
      registrationNumber: registration,
      city: 'Dubai',
      latitude: 25.2,
      longitude: 55.27,
    })
    .returning({ id: doctors.id });
  const licence = await storeFile(ctx.app.fileStore, 'private', 'doctor-documents', 'pdf', pdfBytes());
  const id = await storeFile(ctx.app.fileStore, 'private', 'doctor-documents', 'png', pngBytes(2, 2));
  await db.insert(doctorDocuments).values([
    { doctorId: doctor!.id, documentDescription: 'license_proof', documentNumber: 'LIC-9', documentPath: licence, mimeType: 'application/pdf' },
    { doctorId: doctor!.id, documentDescription: 'id_proof', documentNumber: 'ID-9', documentPath: id, mimeType: 'image/png' },
  ]);
  return doctor!.id;
}

async function claimFor(doctorId: number, headers = nadia.headers): Promise<number> {
  const payload = formData(
    { first_name: 'Nadia', last_name: 'Karim', doctor_id: doctorId, license_proof_number: 'DHA-7', id_proof_number: 'P-7', claim_type: 'reclaim' },
    {
      license_proof: { name: 'licence.png', type: 'image/png', bytes: pngBytes() },
      identity_proof: { name: 'passport.pdf', type: 'application/pdf', bytes: pdfBytes() },
    },
  );
  const response = await ctx.app.inject({ method: 'POST', url: '/api/add-claim', headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.claim.id;
}

async function reviewBy(doctorId: number, stars: number, text: string): Promise<number> {
  const booking = await insertBooking(ctx.database, { doctorId, patientId: nadia.userId, startsAt: new Date(NOW - (++seq + 3) * DAY), status: 'completed' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/add-review',
    headers: nadia.headers,
    payload: { doctor_id: doctorId, appointment_id: booking, stars, review: text, is_recommended: 'yes' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.review.id;
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('who may call the console', () => {
  it('every admin call refuses visitors (401), patients and doctors (403), even with a hostile body; admins pass', async () => {
    const doctorId = await pendingDoctor('Guarded');
    const claimId = await claimFor(world.kolkata.doctorId);
    const reviewId = await reviewBy(world.other.doctorId, 5, 'Guarded review');
    const hostile = { reason: '<script>alert(1)</script>'.repeat(200), expected_status: 'nope' };
    const calls: { method: 'GET' | 'POST'; url: string; payload?: unknown }[] = [
      { method: 'GET', url: '/api/admin/doctors?status=pending' },
      { method: 'GET', url: `/api/admin/doctors/${doctorId}` },
      { method: 'GET', url: `/api/admin/doctors/${doctorId}/proof/license` },
      { method: 'GET', url: `/api/admin/doctors/${doctorId}/proof/identity` },
      { method: 'POST', url: `/api/admin/doctors/${doctorId}/verify`, payload: hostile },
      { method: 'POST', url: `/api/admin/doctors/${doctorId}/reject`, payload: hostile },
      { method: 'GET', url: '/api/admin/claims?status=pending' },
      { method: 'GET', url: `/api/admin/claims/${claimId}` },
      { method: 'GET', url: `/api/admin/claims/${claimId}/proof/license` },
      { method: 'POST', url: `/api/admin/claims/${claimId}/approve` },
      { method: 'POST', url: `/api/admin/claims/${claimId}/reject`, payload: hostile },
      { method: 'GET', url: '/api/admin/reviews?status=visible' },
      { method: 'POST', url: `/api/admin/reviews/${reviewId}/hide`, payload: hostile },
      { method: 'POST', url: `/api/admin/reviews/${reviewId}/unhide` },
      { method: 'GET', url: '/api/admin/audit' },
    ];
    for (const { method, url, payload } of calls) {
      expect((await call(method, url, {}, payload)).statusCode, `${url} as visitor`).toBe(401);
      expect((await call(method, url, nadia.headers, payload)).statusCode, `${url} as patient`).toBe(403);
      expect((await call(method, url, doctorHeaders, payload)).statusCode, `${url} as doctor`).toBe(403);
    }
    for (const { method, url } of calls.filter((c) => c.method === 'GET')) {
      expect((await call(method, url, admin)).statusCode, `${url} as admin`).toBe(200);
    }
    // Nothing changed by the refused calls.
    const [row] = await ctx.database.db.select({ status: doctors.verificationStatus }).from(doctors).where(eq(doctors.id, doctorId));
    expect(row!.status).toBe('pending');
    expect((await call('GET', `/api/admin/claims/${claimId}`, admin)).json().data.status).toBe('pending');
  });

  it('proofs answer only with an admin session, inline, never cached, framed only by our own pages', async () => {
    const doctorId = await pendingDoctor('Proofs');
    const licence = await call('GET', `/api/admin/doctors/${doctorId}/proof/license`, admin);
    expect(licence.statusCode).toBe(200);
    expect(licence.headers['content-type']).toContain('application/pdf');
    expect(licence.rawPayload.equals(pdfBytes())).toBe(true);
    expect(licence.headers['content-disposition']).toMatch(/^inline;/);
    expect(licence.headers['cache-control']).toBe('private, no-store');
    expect(licence.headers['x-content-type-options']).toBe('nosniff');
    expect(licence.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const photo = await call('GET', `/api/admin/doctors/${doctorId}/proof/identity`, admin);
    expect(photo.headers['content-type']).toContain('image/png');
    // The detail lists only the authorised URLs; the stored path is under no public prefix.
    const detail = (await call('GET', `/api/admin/doctors/${doctorId}`, admin)).json().data;
    expect(detail.documents.map((doc: { url: string }) => doc.url)).toEqual([`/api/admin/doctors/${doctorId}/proof/license`, `/api/admin/doctors/${doctorId}/proof/identity`]);
    const [doc] = await ctx.database.db.select({ path: doctorDocuments.documentPath }).from(doctorDocuments).where(eq(doctorDocuments.doctorId, doctorId));
    for (const prefix of ['/media/uploads/', '/media/uploads/private/', '/media/']) {
      expect((await call('GET', `${prefix}${doc!.path}`)).statusCode, prefix).not.toBe(200);
    }
    // A doctor's own proofs stay theirs: another doctor's session cannot read them here or there.
    expect((await call('GET', `/api/admin/doctors/${doctorId}/proof/license`, doctorHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/doctors/999999/proof/license', admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/doctors/${doctorId}/proof/passport`, admin)).statusCode).toBe(400);
  });
});

describe('hostile input: a clear message and nothing changed', () => {
  it('ids, pages, search and reasons out of bounds are 400', async () => {
    const doctorId = await pendingDoctor('Hostile');
    for (const url of ['/api/admin/doctors/0', '/api/admin/doctors/-1', '/api/admin/doctors/2147483648', '/api/admin/doctors/1.5', '/api/admin/claims/abc']) {
      expect((await call('GET', url, admin)).statusCode, url).toBe(400);
    }
    for (const query of ['status=everything', 'page=0', 'page=10001', `search=${'x'.repeat(101)}`, 'search=%00']) {
      expect((await call('GET', `/api/admin/doctors?${query}`, admin)).statusCode, query).toBe(400);
    }
    const cases: unknown[] = [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 42 }, { reason: 'a\u0000b' }];
    for (const payload of cases) {
      const response = await call('POST', `/api/admin/doctors/${doctorId}/reject`, admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message.length).toBeGreaterThan(0);
    }
    const [row] = await ctx.database.db.select({ status: doctors.verificationStatus, note: doctors.verificationNote }).from(doctors).where(eq(doctors.id, doctorId));
    expect(row).toEqual({ status: 'pending', note: null });
    expect(await ctx.database.db.select().from(adminDecisions).where(eq(adminDecisions.subjectId, doctorId))).toEqual([]);
  });

  it('a script in a reason is kept as text, never markup', async () => {
    const doctorId = await pendingDoctor('Scripted');
    const reason = '<img src=x onerror=alert(1)> Licence unreadable';
    const response = await call('POST', `/api/admin/doctors/${doctorId}/reject`, admin, { reason, expected_status: 'pending' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = (await call('GET', `/api/admin/doctors/${doctorId}`, admin)).json().data;
    expect(detail.verification_note).toBe(reason);
    expect(detail.decisions.at(-1)).toMatchObject({ action: 'reject', reason, actor: 'first@team.test' });
  });
});

describe('queues: tabs with counts, search, details', () => {
  it('counts each tab and searches by name, email and registration number', async () => {
    const id = await pendingDoctor('Zubaida', 'DHA-SEARCH-77');
    const all = (await call('GET', '/api/admin/doctors?status=pending', admin)).json();
    expect(all.counts.pending).toBeGreaterThanOrEqual(1);
    expect(all.counts).toHaveProperty('verified');
    expect(all.counts).toHaveProperty('rejected');
    for (const search of ['zubaida', 'DHA-SEARCH', `zubaida${seq}@pending`, `#${id}`]) {
      const found = (await call('GET', `/api/admin/doctors?status=pending&search=${encodeURIComponent(search)}`, admin)).json();
      expect(found.data.map((row: { id: number }) => row.id), search).toEqual([id]);
      expect(found.counts.pending, search).toBe(1);
    }
    // LIKE wildcards are literal.
    expect((await call('GET', '/api/admin/doctors?status=pending&search=%25', admin)).json().data).toEqual([]);
  });

  it('a registration in full: account, personal, contact, place with coordinates, numbers, proofs', async () => {
    const id = await pendingDoctor('Layla');
    const detail = (await call('GET', `/api/admin/doctors/${id}`, admin)).json().data;
    expect(detail).toMatchObject({
      id,
      first_name: 'Layla',
      verification_status: 'pending',
      account: { email: expect.stringContaining('@pending.test'), email_verified: true },
      places: [expect.objectContaining({ latitude: 25.2, longitude: 55.27 })],
      documents: [
        expect.objectContaining({ document_description: 'license_proof', document_number: 'LIC-9', mime_type: 'application/pdf' }),
        expect.objectContaining({ document_description: 'id_proof', document_number: 'ID-9', mime_type: 'image/png' }),
      ],
      decisions: [],
    });
  });

  it('a claim shows the profile being claimed beside it', async () => {
    const claimId = await claimFor(world.dubai.doctorId);
    const item = (await call('GET', `/api/admin/claims/${claimId}`, admin)).json().data;
    expect(item.doctor).toMatchObject({ id: world.dubai.doctorId, status: 'verified', current_sign_in: world.dubai.email });
    expect(item.claimant).toMatchObject({ email: 'nadia@console.test', email_verified: true });
    const list = (await call('GET', '/api/admin/claims?status=pending&search=nadia', admin)).json();
    expect(list.data.map((row: { id: number }) => row.id)).toContain(claimId);
    expect(list.counts).toMatchObject({ pending: expect.any(Number), approved: expect.any(Number), rejected: expect.any(Number) });
  });
});

describe('two admins deciding the same item at once', () => {
  it('a registration: one wins, the other gets 409 naming who decided; one decision in the log', async () => {
    const id = await pendingDoctor('Raced');
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/doctors/${id}/verify`, admin, { expected_status: 'pending' }),
      call('POST', `/api/admin/doctors/${id}/reject`, secondAdmin, { reason: 'Blurry licence', expected_status: 'pending' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? 'first@team.test' : 'second@team.test';
    expect(loser.json().message).toContain(winner);
    const log = await ctx.database.db.select().from(adminDecisions).where(sql`${adminDecisions.subjectType} = 'doctor' and ${adminDecisions.subjectId} = ${id}`);
    expect(log).toHaveLength(1);
    expect(log[0]!.actor).toBe(winner);
  });

  it('a registration decided a moment earlier is not overridden by an admin who saw it pending', async () => {
    const id = await pendingDoctor('Sequential');
    expect((await call('POST', `/api/admin/doctors/${id}/verify`, admin, { expected_status: 'pending' })).statusCode).toBe(200);
    const late = await call('POST', `/api/admin/doctors/${id}/reject`, secondAdmin, { reason: 'Too late', expected_status: 'pending' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      t('admin.decidedMeanwhile', { actor: 'first@team.test', action: t('admin.action.verify'), when: `${new Date(NOW).toISOString().slice(0, 16).replace('T', ' ')} UTC` }),
    );
    const [row] = await ctx.database.db.select({ status: doctors.verificationStatus }).from(doctors).where(eq(doctors.id, id));
    expect(row!.status).toBe('verified');
  });

  it('a claim: approve and reject at once, one wins', async () => {
    const claimId = await claimFor(world.other.doctorId);
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/claims/${claimId}/approve`, admin),
      call('POST', `/api/admin/claims/${claimId}/reject`, secondAdmin, { reason: 'Not the same person' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const log = await ctx.database.db.select().from(adminDecisions).where(sql`${adminDecisions.subjectType} = 'claim' and ${adminDecisions.subjectId} = ${claimId}`);
    expect(log).toHaveLength(1);
  });

  it('a review: hidden twice at once, one wins', async () => {
    const reviewId = await reviewBy(world.kolkata.doctorId, 2, 'Raced review');
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/reviews/${reviewId}/hide`, admin, { reason: 'Insults' }),
      call('POST', `/api/admin/reviews/${reviewId}/hide`, secondAdmin, { reason: 'Off topic' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('audit log', () => {
  it('lists every decision newest first with who, when, what and reason; rows cannot be edited or deleted', async () => {
    const id = await pendingDoctor('Audited');
    await call('POST', `/api/admin/doctors/${id}/reject`, admin, { reason: 'Expired licence' });
    const page = (await call('GET', '/api/admin/audit?subject_type=doctor', admin)).json();
    expect(page.data[0]).toMatchObject({ subject_type: 'doctor', subject_id: id, action: 'reject', reason: 'Expired licence', actor: 'first@team.test' });
    expect(page.total).toBeGreaterThanOrEqual(1);
    const db = ctx.database.db;
    const refusal = (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`;
    expect(refusal(await db.execute(sql`update admin_decisions set reason = 'edited' where subject_id = ${id}`).catch((error) => error))).toMatch(/append-only/);
    expect(refusal(await db.execute(sql`delete from admin_decisions where subject_id = ${id}`).catch((error) => error))).toMatch(/append-only/);
    const [still] = await db.select({ reason: adminDecisions.reason }).from(adminDecisions).where(eq(adminDecisions.subjectId, id));
    expect(still!.reason).toBe('Expired licence');
  });
});

describe('review moderation', () => {
  it('a hidden review leaves the page and the figures; its author reads the reason; unhide restores it', async () => {
    const doctorId = world.unverified.doctorId;
    const good = await reviewBy(doctorId, 5, 'Very kind and thorough');
    const bad = await reviewBy(doctorId, 1, 'Rude words here');
    const figures = async () => (await ctx.database.db.select({ avg: doctors.avgRating, n: doctors.reviewsCount }).from(doctors).where(eq(doctors.id, doctorId)))[0]!;
    expect(await figures()).toEqual({ avg: 3, n: 2 });

    const hidden = await call('POST', `/api/admin/reviews/${bad}/hide`, admin, { reason: 'Abusive language' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await figures()).toEqual({ avg: 5, n: 1 });
    const detail = (await call('GET', `/api/doctor-detail?doctor_id=${doctorId}`)).json().data;
    expect(detail.reviews.map((r: { id: number }) => r.id)).toEqual([good]);
    expect(detail.ratings_count).toEqual([0, 0, 0, 0, 1]);
    const [mail] = await outbox(ctx.app, 'nadia@console.test');
    expect(mail!.body).toContain('Abusive language');
    const past = (await call('POST', '/api/my-appointments', nadia.headers, { type: 'Past', page: 1, per_page: 50 })).json().data;
    expect(past.find((item: { review_id: number | null }) => item.review_id === bad).review_hidden_reason).toBe('Abusive language');
    const hiddenTab = (await call('GET', '/api/admin/reviews?status=hidden', admin)).json();
    expect(hiddenTab.data.find((r: { id: number }) => r.id === bad)).toMatchObject({ hidden_reason: 'Abusive language' });

    expect((await call('POST', `/api/admin/reviews/${bad}/unhide`, admin)).statusCode).toBe(200);
    expect(await figures()).toEqual({ avg: 3, n: 2 });
    expect((await call('POST', `/api/admin/reviews/${bad}/unhide`, admin)).statusCode).toBe(409);
    const [row] = await ctx.database.db.select({ hiddenAt: reviews.hiddenAt }).from(reviews).where(eq(reviews.id, bad));
    expect(row!.hiddenAt).toBeNull();
    expect((await call('POST', '/api/admin/reviews/999999/hide', admin, { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('the team hears about new work', () => {
  it('a new claim mails every admin with a verified email, with a link to the console', async () => {
    const claimId = await claimFor(world.kolkata.doctorId, (await patient(ctx.app, 'mailer@console.test')).headers);
    for (const to of ['first@team.test', 'second@team.test']) {
      const [mail] = await outbox(ctx.app, to);
      expect(mail!.subject).toContain('reclaim');
      expect(mail!.body).toContain(`/admin/claims?id=${claimId}`);
    }
    expect(await outbox(ctx.app, 'unverified@team.test')).toEqual([]);
  });
});
