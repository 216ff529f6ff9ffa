import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sendMail, type MailAttachment } from './mail.ts';
import { markSent, outboxAddress, recordMessage, type StoredAttachment } from './outbox.ts';
import { sendTwilioSms } from './sms.ts';
import { sendTwilioWhatsApp } from './whatsapp.ts';

export type Channel = 'email' | 'sms' | 'whatsapp';

/**
 * One message to one person. Used for one-time codes and, later, booking
 * confirmations (attach the .ics as { filename: 'appointment.ics',
 * contentType: 'text/calendar', content: icsText }).
 */
export interface OutgoingMessage {
  channel: Channel;
  /** An email address, or a phone as "+<country code><digits>" (spaces are dropped). */
  to: string;
  /** Email subject; for SMS only shown in the outbox. */
  subject: string;
  /** Plain text. */
  body: string;
  /** A one-time code inside the body: kept (in the code column and the body) only in demo mode, never logged in production. */
  code?: string | undefined;
  /** Email only. */
  attachments?: MailAttachment[] | undefined;
}

/** What sendMessage needs; a Fastify app instance fits as is: sendMessage(app, {...}). */
export interface MessagingDeps {
  config: Config;
  database: { db: Db };
  log: FastifyBaseLogger;
}

export interface SendResult {
  /** outbox_messages.id */
  id: number;
  /** false when no transport is configured for the channel (outside demo mode). */
  delivered: boolean;
}

/**
 * Records the message in outbox_messages, then delivers it:
 * - demo mode (config.demoOutbox): one info line on the server log, marked sent;
 *   the message (with its code) is readable at GET /api/dev/outbox;
 * - email with SMTP_URL: nodemailer; SMS with SMS_PROVIDER=twilio: Twilio REST;
 *   SMS_PROVIDER=log: a log line only.
 * A transport failure is logged and rethrown (the caller answers 500).
 */
export async function sendMessage(deps: MessagingDeps, message: OutgoingMessage): Promise<SendResult> {
  const { config, log } = deps;
  const db = deps.database.db;
  const to = addressFor(message);
  const masked = message.code ? message.body.split(message.code).join('****') : message.body;
  // Outside the demo outbox no code is kept in clear anywhere: the stored body has it masked.
  const id = await recordMessage(db, {
    channel: message.channel,
    to,
    subject: message.subject,
    body: config.demoOutbox ? message.body : masked,
    code: config.demoOutbox ? (message.code ?? null) : null,
    attachments: message.attachments?.length ? message.attachments.map(storedAttachment) : null,
  });
  try {
    const delivered = await deliverThroughTransport(deps, { ...message, to }, id, masked);
    if (!delivered) return { id, delivered: false };
  } catch (error) {
    log.error({ err: error, outboxId: id, channel: message.channel, to }, 'message delivery failed');
    throw error;
  }
  await markSent(db, id);
  return { id, delivered: true };
}

/** Phones as "+<digits>" (SMS and WhatsApp), emails trimmed. */
export const addressFor = (message: Pick<OutgoingMessage, 'channel' | 'to'>) =>
  message.channel === 'email' ? message.to.trim() : outboxAddress(message.to);

/**
 * The transport step alone (shared by sendMessage and the queue's message jobs): demo mode logs
 * the message; email goes through SMTP_URL, SMS through SMS_PROVIDER, WhatsApp through
 * WHATSAPP_PROVIDER. false when the channel has no transport; a transport failure throws.
 */
export async function deliverThroughTransport(deps: Omit<MessagingDeps, 'database'>, message: OutgoingMessage, outboxId: number | null, masked: string): Promise<boolean> {
  const { config, log } = deps;
  const { to } = message;
  // The production log never carries a code, whatever the transport.
  const logLine = { outboxId, channel: message.channel, to, subject: message.subject, body: config.isProduction ? masked : message.body };
  if (config.demoOutbox) {
    log.info(logLine, 'outbox message (demo mode, not delivered)');
  } else if (message.channel === 'email' && config.SMTP_URL) {
    await sendMail(config, { to, subject: message.subject, text: message.body, attachments: message.attachments });
    log.info({ outboxId, channel: 'email', to }, 'mail sent');
  } else if (message.channel === 'sms' && config.SMS_PROVIDER === 'twilio') {
    await sendTwilioSms(config, to, message.body);
    log.info({ outboxId, channel: 'sms', to }, 'sms sent');
  } else if (message.channel === 'whatsapp' && config.WHATSAPP_PROVIDER === 'twilio') {
    await sendTwilioWhatsApp(config, to, message.body);
    log.info({ outboxId, channel: 'whatsapp', to }, 'whatsapp sent');
  } else if ((message.channel === 'sms' && config.SMS_PROVIDER === 'log') || (message.channel === 'whatsapp' && config.WHATSAPP_PROVIDER === 'log')) {
    log.info(logLine, `${message.channel} (log provider)`);
  } else {
    log.warn(config.isProduction ? { outboxId, channel: message.channel, to } : logLine, 'no transport configured for this channel; message not delivered');
    return false;
  }
  return true;
}

export function storedAttachment(attachment: MailAttachment): StoredAttachment {
  return typeof attachment.content === 'string'
    ? { filename: attachment.filename, contentType: attachment.contentType, content: attachment.content }
    : { filename: attachment.filename, contentType: attachment.contentType, content: attachment.content.toString('base64'), encoding: 'base64' };
}
