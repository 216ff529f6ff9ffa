import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/content.ts';
import { now } from '../common/clock.ts';

export interface StoredAttachment {
  filename: string;
  contentType?: string | undefined;
  /** Text as is; binary content base64-encoded. */
  content: string;
  encoding?: 'base64' | undefined;
}

export interface OutboxRecord {
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string;
  body: string;
  code: string | null;
  attachments: StoredAttachment[] | null;
  /** The queue job that sends it (one outbox row per job). */
  jobId?: number | null | undefined;
  sentAt?: Date | null | undefined;
}

export async function recordMessage(db: Db, record: OutboxRecord): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ ...record, createdAt: now() })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.update(outboxMessages).set({ sentAt: now() }).where(eq(outboxMessages.id, id));
}

/**
 * Phones are kept as "+<country code><digits>"; the outbox query accepts the
 * number with or without "+" (and with spaces), emails in any case.
 */
export function outboxAddress(to: string): string {
  const trimmed = to.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const digits = trimmed.replace(/[^\d]/g, '');
  return digits ? `+${digits}` : trimmed;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  channel: 'email' | 'sms' | 'whatsapp';
  created_at: string;
}

/** The newest messages to one address, for the demo outbox (DESIGN §8). */
export async function listOutbox(db: Db, to: string, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(sql`lower(${outboxMessages.to}) = ${outboxAddress(to)}`)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    body: row.body,
    code: row.code,
    channel: row.channel,
    created_at: row.createdAt.toISOString(),
  }));
}
