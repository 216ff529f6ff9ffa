import type { Config } from '../../config.ts';
import { sendTwilioMessage } from './sms.ts';

type WhatsAppConfig = Pick<Config, 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'WHATSAPP_FROM'>;

/**
 * The WhatsApp adapter beside the SMS one: Twilio's WhatsApp sender takes the same Messages
 * call with 'whatsapp:+<number>' on both ends (the account's SID and token, WHATSAPP_FROM the
 * approved sender). `to` is "+<country code><digits>".
 */
export async function sendTwilioWhatsApp(config: WhatsAppConfig, to: string, body: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!config.WHATSAPP_FROM) throw new Error('WHATSAPP_FROM is required for WhatsApp through Twilio');
  await sendTwilioMessage(config, `whatsapp:${to}`, `whatsapp:${config.WHATSAPP_FROM}`, body, fetchImpl);
}
