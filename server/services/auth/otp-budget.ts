/**
 * The daily guess budget: at most OTP_MAX_WRONG_GUESSES_PER_DAY wrong codes per
 * account in a sliding OTP_GUESS_WINDOW_HOURS, across its codes, channels and
 * purposes. The per-code limit (OTP_MAX_ATTEMPTS) alone let an attacker ask for
 * 5 codes an hour per address, on every address of the account, all day.
 */
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { OTP_GUESS_WINDOW_HOURS, OTP_MAX_WRONG_GUESSES_PER_DAY } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { Db } from '../../db/client.ts';
import { type otpCodes, otpWrongGuesses } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { sendThroughQueue } from '../messaging/message-job.ts';
import type { MessagingDeps } from '../messaging/send-message.ts';
import { findVerifiedUser } from './session-users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CodeRow = typeof otpCodes.$inferSelect;

const WINDOW_MS = OTP_GUESS_WINDOW_HOURS * 3600_000;

/**
 * Whose budgets a code spends, sorted (the order their locks are taken in): always the address
 * the code went to (`id:<address>`), whoever asked for it — guesses at someone else's address
 * through profile verification were charged to the asking account alone, so two throw-away
 * accounts doubled the guesses at one address (issue 36, item 3) — and the account: the one that
 * asked (profile verification), else the one that holds the address as a verified value for the
 * sign-in's role.
 */
export async function budgetKeysOf(tx: Tx, row: CodeRow): Promise<string[]> {
  // A code a trusted device asked for spends that device's own allowance only (trusted-device.ts).
  if (row.deviceId !== null) return [`device:${row.deviceId}`];
  const keys = new Set([`id:${row.identifier}`]);
  if (row.userId !== null) keys.add(`user:${row.userId}`);
  else {
    const user = await accountOfAddress(tx, row.purpose, row.identifier, row.channel);
    if (user) keys.add(`user:${user.id}`);
  }
  return [...keys].sort();
}

/** The account a sign-in code's address opens: a doctor's for the doctor sign-in, else a patient's or admin's. */
export async function accountOfAddress(tx: Tx | Db, purpose: CodeRow['purpose'], identifier: string, channel: CodeRow['channel']) {
  const roles = purpose === 'login_doctor' ? (['doctor'] as const) : (['user', 'admin'] as const);
  for (const role of roles) {
    const user = await findVerifiedUser(tx, role, identifier, channel);
    if (user) return user;
  }
  return null;
}

export interface BudgetState {
  spent: number;
  /** When the oldest wrong guess of the window leaves it (null when none). */
  resetsAt: Date | null;
}

export async function budgetState(tx: Tx, key: string, at: Date): Promise<BudgetState> {
  const since = new Date(at.getTime() - WINDOW_MS);
  const where = and(eq(otpWrongGuesses.accountKey, key), gt(otpWrongGuesses.createdAt, since));
  const [{ spent }] = (await tx.select({ spent: count() }).from(otpWrongGuesses).where(where)) as [{ spent: number }];
  if (spent < OTP_MAX_WRONG_GUESSES_PER_DAY) return { spent, resetsAt: null };
  // The budget comes back when enough old guesses leave the window: the (spent - max + 1)-th oldest.
  const [oldest] = await tx
    .select({ createdAt: otpWrongGuesses.createdAt })
    .from(otpWrongGuesses)
    .where(where)
    .orderBy(asc(otpWrongGuesses.createdAt))
    .offset(spent - OTP_MAX_WRONG_GUESSES_PER_DAY)
    .limit(1);
  return { spent, resetsAt: new Date((oldest?.createdAt ?? at).getTime() + WINDOW_MS) };
}

/** The budget of several keys: spent when any of them is, back when the last of those comes back. */
export async function budgetsState(tx: Tx, keys: readonly string[], at: Date): Promise<BudgetState & { spentKeys: string[] }> {
  let spent = 0;
  let resetsAt: Date | null = null;
  const spentKeys: string[] = [];
  for (const key of keys) {
    const state = await budgetState(tx, key, at);
    spent = Math.max(spent, state.spent);
    if (state.resetsAt) {
      spentKeys.push(key);
      if (!resetsAt || state.resetsAt > resetsAt) resetsAt = state.resetsAt;
    }
  }
  return { spent, resetsAt, spentKeys };
}

export async function chargeWrongGuess(tx: Tx, keys: readonly string[], at: Date): Promise<void> {
  await tx.insert(otpWrongGuesses).values(keys.map((key) => ({ accountKey: key, createdAt: at })));
}

/** "2030-01-07 06:00": the clock time the budget comes back, for messages (UTC). */
export const budgetTime = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

export const budgetSpentMessage = (resetsAt: Date) => t('auth.guessBudgetSpent', { time: budgetTime(resetsAt) });

/**
 * Tells the account, at its verified email (else verified phone), that its
 * budget was just spent. A key without an account has nobody to tell.
 */
export async function notifyBudgetSpent(deps: MessagingDeps, key: string, resetsAt: Date): Promise<void> {
  const match = /^user:(\d+)$/.exec(key);
  if (!match) return;
  const [user] = await deps.database.db
    .select()
    .from(users)
    .where(eq(users.id, Number(match[1])))
    .limit(1);
  if (!user) return;
  const to =
    user.email && user.emailVerifiedAt
      ? { channel: 'email' as const, to: user.email }
      : user.phone && user.phoneVerifiedAt
        ? { channel: 'sms' as const, to: `${user.countryCode ?? ''}${user.phone}` }
        : null;
  if (!to) return;
  // No code in it: the queue retries it when the transport fails.
  await sendThroughQueue(deps, [
    {
      ...to,
      subject: t('auth.guessAlert.subject'),
      body: t('auth.guessAlert.body', { count: OTP_MAX_WRONG_GUESSES_PER_DAY, hours: OTP_GUESS_WINDOW_HOURS, time: budgetTime(resetsAt) }),
    },
  ]);
}
