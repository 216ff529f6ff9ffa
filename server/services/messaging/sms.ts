import type { Config } from '../../config.ts';

type SmsConfig = Pick<Config, 'SMS_PROVIDER' | 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM'>;

/**
 * Sends one SMS through Twilio's REST API (no SDK: one form POST).
 * `to` is the full number with its country code, e.g. "+971501234567".
 */
export async function sendTwilioSms(config: SmsConfig, to: string, body: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!config.SMS_FROM) throw new Error('SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are required for Twilio');
  await sendTwilioMessage(config, to, config.SMS_FROM, body, fetchImpl);
}

/** One Twilio Messages POST; WhatsApp uses the same endpoint with 'whatsapp:' addresses (whatsapp.ts). */
export async function sendTwilioMessage(
  config: Pick<SmsConfig, 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN'>,
  to: string,
  from: string,
  body: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const { SMS_ACCOUNT_SID: sid, SMS_AUTH_TOKEN: token } = config;
  if (!sid || !token || !from) throw new Error('SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are required for Twilio');
  const response = await fetchImpl(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: to, From: from, Body: body }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    // Twilio's error JSON names the problem (bad number, unverified sender) but never echoes the body.
    const detail = await response.text().catch(() => '');
    throw new Error(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
  }
}
