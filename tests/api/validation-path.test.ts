/**
 * One validation path (issue 16): every route schema and every multipart form answers the same
 * 400 — each field's first message in `errors`, the first of them as `message` — and a caller
 * without the right role hears 401/403 before anything about the body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MAX_CHARS } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let ctx: TestApp;
let patient: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  patient = bearer((await signIn(ctx.app, { email: 'paths@validation.test' })).token);
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = patient) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('the 400 of a route schema', () => {
  it('names each field once, with its first message, and answers the first as the message', async () => {
    const response = await post('/api/add-review', { doctor_id: 'x', stars: 9, review: '<script>alert(1)</script>'.repeat(200), is_recommended: 'maybe' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors.stars).toBe(t('review.starsInvalid'));
    expect(body.errors.review).toBe(t('review.tooLong', { max: REVIEW_MAX_CHARS }));
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['stars', 'review', 'is_recommended', 'doctor_id']));
    expect(body.message).toBe(Object.values(body.errors)[0]);
  });

  it('checks a POST without a body as an empty form: each missing field gets its own message', async () => {
    const response = await post('/api/support');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: t('support.subjectRequired'), errors: { subject: t('support.subjectRequired') } });
  });

  it('answers the same shape for a query string, and for a public route', async () => {
    const query = await ctx.app.inject({ method: 'GET', url: '/api/my-reviews?doctor_id=abc', headers: patient });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors.doctor_id).toBeTypeOf('string');
    const open = await post('/api/send-otp', { email_or_phone: 'not-an-email', otp_type: 'email' }, {});
    expect(open.statusCode).toBe(400);
    expect(open.json()).toMatchObject({ success: false, message: open.json().errors.email_or_phone });
  });

  it('answers the same shape for a multipart form', async () => {
    const response = await post('/api/add-claim', { doctor_id: '', first_name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: t('claim.fieldsRequired'), errors: { first_name: t('claim.fieldsRequired') } });
  });
});

describe('who may call comes before what was sent', () => {
  it('a visitor hears 401 and a doctor-only call 403, whatever the body', async () => {
    expect((await post('/api/add-review', { stars: 'x' }, {})).statusCode).toBe(401);
    expect((await post('/api/support', undefined, {})).statusCode).toBe(401);
    expect((await post('/api/doctor/add-timings', { timing_type: 'nope' })).statusCode).toBe(403);
  });
});
