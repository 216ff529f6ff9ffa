import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string | undefined;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[] | undefined;
}

// One pooled transport per SMTP URL for the process's lifetime.
const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** Sends one mail through SMTP_URL (e.g. smtps://user:pass@smtp.example.com). */
export async function sendMail(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, mail: Mail): Promise<void> {
  if (!config.SMTP_URL) throw new Error('SMTP_URL is not configured');
  await transportFor(config.SMTP_URL).sendMail({
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  });
}
