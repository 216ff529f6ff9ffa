import { describe, expect, it, vi } from 'vitest';
import { sendTwilioWhatsApp } from './whatsapp.ts';

const config = { SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 'tok', WHATSAPP_FROM: '+14155238886' };

describe('sendTwilioWhatsApp', () => {
  it('posts whatsapp: addresses to the account Messages endpoint', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{}', { status: 201 }));
    await sendTwilioWhatsApp(config, '+971501234567', 'Reminder', fetchImpl as unknown as typeof fetch);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    expect(Object.fromEntries(new URLSearchParams(String(init!.body)))).toEqual({ To: 'whatsapp:+971501234567', From: 'whatsapp:+14155238886', Body: 'Reminder' });
  });

  it('throws on an error answer and without a sender', async () => {
    const failing = vi.fn(async () => new Response('{"code":63016}', { status: 400 }));
    await expect(sendTwilioWhatsApp(config, '+1', 'x', failing as unknown as typeof fetch)).rejects.toThrow(/400/);
    await expect(sendTwilioWhatsApp({ ...config, WHATSAPP_FROM: undefined }, '+1', 'x')).rejects.toThrow(/WHATSAPP_FROM/);
  });
});
