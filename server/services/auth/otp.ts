import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR, OTP_MAX_WRONG_GUESSES_PER_DAY, OTP_RESEND_SECONDS, OTP_TTL_MINUTES,
} from '../../../src/shared/constants.ts';
import type { MessageKey } from '../../../src/shared/i18n/en.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/auth.ts';
import { AppError, tooMany } from '../../errors.ts';
import { now } from '../common/clock.ts';
import { budgetKeysOf, budgetSpentMessage, budgetsState, chargeWrongGuess } from './otp-budget.ts';
import type { OtpChannel } from './otp-channel.ts';

export type { OtpChannel };

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

export interface IssueRequest {
  identifier: string;
  channel: OtpChannel;
  purpose: OtpPurpose;
  ip?: string | undefined;
  /** Codes per identifier per hour (OTP_SENDS_PER_HOUR; the product's 5 unless configured). */
  maxSendsPerHour?: number | undefined;
  /** Seconds between two codes of one purpose (config.otpResendSeconds; the product's 45 unless a test sets it). */
  resendSeconds?: number | undefined;
  /** A device trusted by the address's account (trusted-device.ts): the code is that device's own. */
  deviceId?: string | null | undefined;
}

/** 16 random bytes as 22 base64url characters: the reference a client echoes, unguessable. */
export const generateRef = () => randomBytes(16).toString('base64url');

export const generateCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

export function hashCode(secret: Buffer, identifier: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${identifier}|${purpose}|${code}`).digest('hex');
}

/**
 * Creates a code for the identifier, superseding the previous unused one of the
 * same purpose. Limits: OTP_MAX_SENDS_PER_HOUR per identifier (all purposes),
 * one per OTP_RESEND_SECONDS per identifier and purpose. Returns the row id
 * (server side only), the opaque reference the client echoes to verify and
 * the plain code to send.
 */
export async function issueCode(db: Db, secret: Buffer, request: IssueRequest): Promise<{ id: number; ref: string; code: string }> {
  const { identifier, channel, purpose } = request;
  const code = generateCode();
  const ref = generateRef();
  const id = await db.transaction(async (tx) => {
    // Serialises sends to one identifier so the limits hold under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${identifier}))`);
    const at = now();
    // A trusted device's codes are its own pool (sends, gap, replacing): a stranger's sends never use up its owner's.
    const pool = request.deviceId ? eq(otpCodes.deviceId, request.deviceId) : isNull(otpCodes.deviceId);
    const recent = await tx
      .select({ purpose: otpCodes.purpose, createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.identifier, identifier), gt(otpCodes.createdAt, new Date(at.getTime() - 3600_000)), pool))
      .orderBy(desc(otpCodes.createdAt));
    if (recent.length >= (request.maxSendsPerHour ?? OTP_MAX_SENDS_PER_HOUR)) throw tooMany(t('auth.tooManySends'));
    const previous = recent.find((row) => row.purpose === purpose);
    if (previous) {
      const waitMs = previous.createdAt.getTime() + (request.resendSeconds ?? OTP_RESEND_SECONDS) * 1000 - at.getTime();
      if (waitMs > 0) throw tooMany(t('auth.resendTooSoon', { seconds: Math.ceil(waitMs / 1000) }));
    }
    await tx
      .update(otpCodes)
      .set({ consumedAt: at })
      .where(and(eq(otpCodes.identifier, identifier), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), pool));
    const [row] = await tx
      .insert(otpCodes)
      .values({
        ref,
        identifier,
        channel,
        purpose,
        codeHash: hashCode(secret, identifier, purpose, code),
        expiresAt: new Date(at.getTime() + OTP_TTL_MINUTES * 60_000),
        createdAt: at,
        requestIp: request.ip ?? null,
        deviceId: request.deviceId ?? null,
      })
      .returning({ id: otpCodes.id });
    return row!.id;
  });
  return { id, ref, code };
}

export interface CheckRequest {
  /** The opaque reference returned by issueCode (sent by clients as user_id). */
  ref: string;
  purpose: OtpPurpose;
  channel: OtpChannel;
  code: string;
  /** The device cookie's id of the request that verifies, if any (a device's code verifies only there). */
  deviceId?: string | null;
}

export interface CheckHooks {
  /** Called once, after commit, when a wrong code has just spent the account's daily budget. */
  onBudgetSpent?: ((accountKey: string, resetsAt: Date) => Promise<void>) | undefined;
}

type CheckOutcome =
  | { ok: true; identifier: string; channel: OtpChannel; userId: number | null }
  | { ok: false; status: number; message: string; spent?: { keys: string[]; resetsAt: Date } };

const fail = (status: number, key: MessageKey): CheckOutcome => ({ ok: false, status, message: t(key) });

/**
 * Checks a code and consumes it on success. A wrong code counts an attempt on
 * the code (the OTP_MAX_ATTEMPTS-th kills it) and a wrong guess on the
 * account's daily budget (otp-budget.ts); past the budget even the right code
 * is refused until the window moves on. Counts are committed before the error is thrown.
 */
export async function checkCode(
  db: Db,
  secret: Buffer,
  request: CheckRequest,
  hooks: CheckHooks = {},
): Promise<{ identifier: string; channel: OtpChannel; userId: number | null }> {
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
    const [row] = await tx.select().from(otpCodes).where(eq(otpCodes.ref, request.ref)).for('update');
    // A reference of another purpose or channel is answered like a wrong code: nothing to learn from it.
    if (!row || row.purpose !== request.purpose || row.channel !== request.channel) return fail(401, 'auth.codeInvalid');
    // A trusted device's code is verified from that device only (its allowance is not for anyone else).
    if (row.deviceId !== null && row.deviceId !== request.deviceId) return fail(401, 'auth.codeInvalid');
    const keys = await budgetKeysOf(tx, row);
    // Serialises guesses at one account and one address (locks in sorted order) so parallel requests cannot overdraw a budget.
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-budget|${key}`}))`);
    const at = now();
    const budget = await budgetsState(tx, keys, at);
    if (budget.resetsAt) return { ok: false, status: 429, message: budgetSpentMessage(budget.resetsAt) };
    if (row.attempts >= OTP_MAX_ATTEMPTS) return fail(429, 'auth.codeTooManyAttempts');
    if (row.consumedAt || row.expiresAt.getTime() <= at.getTime()) return fail(401, 'auth.codeExpired');
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(secret, row.identifier, row.purpose, request.code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await tx.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, row.id));
      await chargeWrongGuess(tx, keys, at);
      if (budget.spent + 1 >= OTP_MAX_WRONG_GUESSES_PER_DAY) {
        const after = await budgetsState(tx, keys, at);
        if (after.resetsAt) return { ok: false, status: 429, message: budgetSpentMessage(after.resetsAt), spent: { keys: after.spentKeys, resetsAt: after.resetsAt } };
      }
      return attempts >= OTP_MAX_ATTEMPTS ? fail(429, 'auth.codeTooManyAttempts') : fail(401, 'auth.codeInvalid');
    }
    await tx.update(otpCodes).set({ consumedAt: at }).where(eq(otpCodes.id, row.id));
    return { ok: true, identifier: row.identifier, channel: row.channel, userId: row.userId };
  });
  if (!outcome.ok) {
    // Each spent budget's account is told (an address without an account has nobody to tell).
    for (const key of outcome.spent?.keys ?? []) await hooks.onBudgetSpent?.(key, outcome.spent!.resetsAt);
    throw new AppError(outcome.status, outcome.message);
  }
  return { identifier: outcome.identifier, channel: outcome.channel, userId: outcome.userId };
}
