import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { otpCodes } from '../../server/db/schema/auth.ts';
import { outboxMessages } from '../../server/db/schema/content.ts';
import { sendMessage } from '../../server/services/messaging/send-message.ts';
import { hashCode } from '../../server/services/auth/otp.ts';
import { outbox, sendCode, testClock } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A logger stream that keeps every line. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

/** Whether any log line carries the code as a word (numeric fields such as responseTime are ignored). */
function logMentions(lines: string[], code: string): boolean {
  const word = new RegExp(`\\b${code}\\b`);
  return lines.some((line) => word.test(JSON.stringify(JSON.parse(line), (_key, value) => (typeof value === 'number' ? undefined : value))));
}

/** Recovers the code of a stored request by trying all 10 000 (the test knows the secret). */
async function crackCode(app: TestApp, row: typeof otpCodes.$inferSelect): Promise<string> {
  const secret = await app.app.otpSecret();
  for (let n = 0; n < 10_000; n += 1) {
    const code = String(n).padStart(4, '0');
    if (hashCode(secret, row.identifier, row.purpose, code) === row.codeHash) return code;
  }
  throw new Error('no code matches');
}

async function latestCode(app: TestApp) {
  const [row] = await app.database.db.select().from(otpCodes).orderBy(desc(otpCodes.id)).limit(1);
  return { row: row!, code: await crackCode(app, row!) };
}

const clock = testClock();
afterEach(() => clock.advance(3600));
afterAll(() => clock.reset());

// One database for the file; each describe builds its app (demo, production) over it.
let ctx: TestApp;
const log = captureLog();
beforeAll(async () => {
  ctx = await createTestApp({ logger: log.logger });
});
afterAll(async () => ctx?.close());

describe('demo outbox', () => {

  it('lists messages to one address, newest first, with the code', async () => {
    await sendCode(ctx.app, { email: 'Reader@Example.com' });
    clock.advance(60);
    await sendCode(ctx.app, { email: 'reader@example.com', userType: 'doctor' });
    await sendCode(ctx.app, { email: 'someone.else@example.com' });
    const messages = await outbox(ctx.app, 'READER@example.com');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({
      to: 'reader@example.com',
      subject: 'Your MedBook sign-in code',
      body: expect.stringContaining(messages[0]!.code!),
      code: expect.stringMatching(/^\d{4}$/),
      channel: 'email',
      created_at: expect.any(String),
    });
    expect(Date.parse(messages[0]!.created_at)).toBeGreaterThan(Date.parse(messages[1]!.created_at));
  });

  it('prints each message on the server log as one info line', async () => {
    await sendCode(ctx.app, { email: 'logged@example.com' });
    const { code } = await latestCode(ctx);
    const line = log.lines.map((l) => JSON.parse(l)).find((entry) => entry.to === 'logged@example.com');
    expect(line).toMatchObject({ level: 30, subject: 'Your MedBook sign-in code', channel: 'email' });
    expect(line.body).toContain(code);
    expect(logMentions(log.lines, code)).toBe(true);
  });

  it('requires ?to=', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(400);
  });

  it('keeps attachments of other messages (e.g. an .ics) in the outbox table', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const result = await sendMessage(ctx.app, {
      channel: 'email',
      to: 'calendar@example.com',
      subject: 'Appointment confirmed',
      body: 'See you soon',
      attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar', content: ics }],
    });
    expect(result.delivered).toBe(true);
    const [row] = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, result.id));
    expect(row!.attachments).toEqual([{ filename: 'appointment.ics', contentType: 'text/calendar', content: ics }]);
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect((await outbox(ctx.app, 'calendar@example.com'))[0]).toMatchObject({ subject: 'Appointment confirmed', code: null });
  });
});

describe('production', () => {
  let prod: TestApp;
  const prodLog = captureLog();
  const fetchMock = vi.fn(async () => new Response('{"sid":"SM1"}', { status: 201 }));
  beforeAll(async () => {
    vi.stubGlobal('fetch', fetchMock);
    prod = await createTestApp({
      database: ctx.database,
      logger: prodLog.logger,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://medbook.example', SMS_PROVIDER: 'twilio', SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'secret-token', SMS_FROM: '+15005550006' },
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await prod?.close();
  });

  it('has no outbox API', async () => {
    const response = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@example.com' });
    expect(response.statusCode).toBe(404);
  });

  it('sends SMS through the Twilio REST API and never stores or logs the code', async () => {
    const response = await sendCode(prod.app, { phone: '501234567', countryCode: '+971' });
    expect(response.statusCode).toBe(200);
    const { code } = await latestCode(prod);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect((init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    const form = new URLSearchParams(String(init.body));
    expect(form.get('To')).toBe('+971501234567');
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Body')).toContain(code);
    const [row] = await prod.database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
    expect(row).toMatchObject({ to: '+971501234567', channel: 'sms', code: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(logMentions(prodLog.lines, code)).toBe(false);
  });

  it('does not log the code of an email without a mail transport either', async () => {
    const response = await sendCode(prod.app, { email: 'quiet@example.com' });
    expect(response.statusCode).toBe(200);
    const { code } = await latestCode(prod);
    expect(prodLog.lines.join('\n')).toContain('quiet@example.com');
    expect(logMentions(prodLog.lines, code)).toBe(false);
  });

  it('with SMS_PROVIDER=log logs the message with the code masked', async () => {
    const logged = captureLog();
    const app = await createTestApp({ database: ctx.database, logger: logged.logger, env: { NODE_ENV: 'production', PUBLIC_URL: 'https://medbook.example', SMS_PROVIDER: 'log' } });
    try {
      await sendCode(app.app, { phone: '501112222', countryCode: '+971' });
      const { code } = await latestCode(app);
      const line = logged.lines.map((l) => JSON.parse(l)).find((entry) => entry.to === '+971501112222');
      expect(line.body).toContain('****');
      expect(logMentions(logged.lines, code)).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe('outbox without demo mode outside production', () => {
  it('is absent when a transport is configured', async () => {
    const app = await createTestApp({ database: ctx.database, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      expect(app.config.demoOutbox).toBe(false);
      expect((await app.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@example.com' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
