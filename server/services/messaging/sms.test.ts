import { describe, expect, it, vi } from 'vitest';
import { sendTwilioSms } from './sms.ts';

const config = { SMS_PROVIDER: 'twilio' as const, SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 'tok', SMS_FROM: '+15005550006' };

describe('sendTwilioSms', () => {
  it('posts the form to the account Messages endpoint with basic auth', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{}', { status: 201 }));
    await sendTwilioSms(config, '+971501234567', 'Your code is 1234', fetchImpl as unknown as typeof fetch);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('AC1:tok').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(String(init!.body)))).toEqual({ To: '+971501234567', From: '+15005550006', Body: 'Your code is 1234' });
  });

  it('throws on an error answer', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"code":21211,"message":"Invalid To"}', { status: 400 }));
    await expect(sendTwilioSms(config, '+1', 'x', fetchImpl as unknown as typeof fetch)).rejects.toThrow(/400/);
  });

  it('needs its credentials', async () => {
    await expect(sendTwilioSms({ ...config, SMS_AUTH_TOKEN: undefined }, '+1', 'x')).rejects.toThrow(/SMS_AUTH_TOKEN/);
  });
});
