/**
 * Short links on our own domain for SMS (issue 42): a reminder's SMS carries one /l/<code> instead
 * of three signed one-tap links, a directions link and a video link (about 900 characters, six or
 * more SMS parts; in Arabic or Hindi twice that many). The code opens the booking's one-tap
 * choices, each of which is still its own signed, single-use, expiring token (link-tokens.ts), so a
 * short link can do no more than the links the mail carries, and nothing after the booking starts.
 * Codes are 10 random base62 characters (~59 bits): with the per-address limit on /l/ a guess
 * never lands. The path is a secret like a token: request-url.ts keeps it out of logs.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { isLocale, type Locale } from '../../../src/shared/i18n/locale.ts';
import { shortLinks } from '../../db/schema/jobs.ts';
import type { DbOrTx } from '../jobs/queue.ts';
import { LINK_ACTIONS, type LinkAction } from './link-tokens.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const SHORT_CODE_LENGTH = 10;
export const SHORT_CODE = /^[A-Za-z0-9]{10}$/;

export interface ShortLinkTarget {
  action: LinkAction;
  token: string;
}

/** 10 base62 characters, unbiased (bytes ≥ 248 are drawn again). */
export function newShortCode(): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && code.length < SHORT_CODE_LENGTH) code += ALPHABET[byte % 62];
    }
  }
  return code;
}

/** Stores the links under a new code (in the caller's transaction) and answers the code. */
export async function createShortLink(
  tx: DbOrTx,
  entry: { appointmentId: number; locale: Locale; links: ShortLinkTarget[]; expiresAt: Date; at: Date },
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newShortCode();
    const [row] = await tx
      .insert(shortLinks)
      .values({ code, appointmentId: entry.appointmentId, locale: entry.locale, links: entry.links, expiresAt: entry.expiresAt, createdAt: entry.at })
      .onConflictDoNothing()
      .returning({ code: shortLinks.code });
    if (row) return row.code;
  }
  throw new Error('could not draw a free short link code');
}

const isTarget = (value: unknown): value is ShortLinkTarget =>
  typeof value === 'object' && value !== null &&
  (LINK_ACTIONS as readonly unknown[]).includes((value as ShortLinkTarget).action) && typeof (value as ShortLinkTarget).token === 'string';

/** The live short link of a code (not expired at `at`), or null. */
export async function findShortLink(db: DbOrTx, code: string, at: Date): Promise<{ appointmentId: number; locale: Locale; links: ShortLinkTarget[] } | null> {
  if (!SHORT_CODE.test(code)) return null;
  const [row] = await db.select().from(shortLinks).where(and(eq(shortLinks.code, code), gt(shortLinks.expiresAt, at)));
  if (!row) return null;
  const links = Array.isArray(row.links) ? row.links.filter(isTarget) : [];
  return { appointmentId: row.appointmentId, locale: isLocale(row.locale) ? row.locale : 'en', links };
}
