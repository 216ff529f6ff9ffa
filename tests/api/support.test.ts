import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../server/db/schema/engagement.ts';
import { t } from '../helpers/messages.ts';
import { bearer, outbox, seedDoctor, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let ctx: TestApp;
let nadia: { token: string; userId: number };
let phoneUser: { token: string; userId: number };

beforeAll(async () => {
  ctx = await createTestApp();
  nadia = await signIn(ctx.app, { email: 'nadia@support.test' });
  phoneUser = await signIn(ctx.app, { phone: '501230000', countryCode: '+971' });
});
afterAll(async () => {
  await ctx?.close();
});

const send = (payload: Record<string, unknown>, headers: Record<string, string> = bearer(nadia.token)) =>
  ctx.app.inject({ method: 'POST', url: '/api/support', headers, payload });

describe('POST /api/support', () => {
  it('requires a subject and a description, capped at 5000 characters', async () => {
    expect((await send({ subject: '', description: 'Help' })).json()).toMatchObject({ success: false, message: t('support.subjectRequired') });
    expect((await send({ subject: 'Help' })).json()).toMatchObject({ success: false, message: t('support.descriptionRequired') });
    const long = await send({ subject: 'Help', description: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(t('support.descriptionTooLong', { max: 5000 }));
  });

  it('is for signed-in patients', async () => {
    expect((await send({ subject: 'a', description: 'b' }, {})).statusCode).toBe(401);
    await seedDoctor(ctx.database, { email: 'dr.support@test.test' });
    const doctor = await signIn(ctx.app, { email: 'dr.support@test.test', userType: 'doctor' });
    expect((await send({ subject: 'a', description: 'b' }, bearer(doctor.token))).statusCode).toBe(403);
  });

  it('stores the request and acknowledges it by email', async () => {
    const description = 'I cannot see my booking from yesterday. '.repeat(40);
    const response = await send({ subject: 'Missing booking', description });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: t('support.sent') });
    const [row] = await ctx.database.db.select().from(supportRequests).where(eq(supportRequests.id, response.json().data.id));
    expect(row).toMatchObject({ userId: nadia.userId, subject: 'Missing booking', description: description.trim() });
    const [mail] = await outbox(ctx.app, 'nadia@support.test');
    expect(mail).toMatchObject({ channel: 'email', subject: t('support.mail.subject', { subject: 'Missing booking' }) });
  });

  it('acknowledges by SMS when the account has only a phone', async () => {
    const response = await send({ subject: 'Question', description: 'How do I change my email?' }, bearer(phoneUser.token));
    expect(response.statusCode).toBe(200);
    const [sms] = await outbox(ctx.app, '+971501230000');
    expect(sms).toMatchObject({ channel: 'sms', subject: t('support.mail.subject', { subject: 'Question' }) });
  });
});
