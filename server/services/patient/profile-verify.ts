/**
 * Verifying a patient's email or phone from Edit Profile (001 §2, §4): a code
 * is sent to the address (same limits as sign-in codes, purpose verify_email
 * or verify_phone) and bound to the asking account; the right code makes the
 * address the account's verified one. One patient account per verified email
 * and per verified phone.
 */
import { eq } from 'drizzle-orm';
import { OTP_TTL_MINUTES } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { OtpType } from '../../../src/shared/schemas/auth.ts';
import { otpCodes } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, conflict } from '../../errors.ts';
import { now } from '../common/clock.ts';
import { sendMessage, type MessagingDeps } from '../messaging/send-message.ts';
import { normalizeIdentifier, splitPhone } from '../auth/otp-identifier.ts';
import { checkCode, issueCode } from '../auth/otp.ts';
import { duplicateContact } from './profile.ts';
import { notifyBudgetSpent } from '../auth/otp-budget.ts';
import { dropUnverifiedCopies, findVerifiedUser, type UserRow } from '../auth/session-users.ts';

const purposeOf = (otpType: OtpType) => (otpType === 'email' ? 'verify_email' : 'verify_phone');

export interface ProfileCodeRequest {
  otp_type: OtpType;
  /** Email, or phone digits without the country code. */
  value: string;
  country_code?: string | undefined;
}

/** Only a VERIFIED holder keeps an address; an unverified copy elsewhere is dropped on verification. */
async function assertFree(deps: MessagingDeps, userId: number, identifier: string, otpType: OtpType): Promise<void> {
  const other = await findVerifiedUser(deps.database.db, 'user', identifier, otpType);
  if (other && other.id !== userId) throw conflict(t(otpType === 'email' ? 'profile.emailTaken' : 'profile.phoneTaken'));
}

/** POST /api/send-profile-otp: returns the code's reference and where it went. */
export async function sendProfileCode(
  deps: MessagingDeps,
  secret: Buffer,
  userId: number,
  request: ProfileCodeRequest,
  ip?: string,
): Promise<{ ref: string; to: string }> {
  const db = deps.database.db;
  const identifier = normalizeIdentifier(request.otp_type, request.value, request.country_code);
  await assertFree(deps, userId, identifier, request.otp_type);
  const { id, ref, code } = await issueCode(db, secret, { identifier, channel: request.otp_type, purpose: purposeOf(request.otp_type), ip, resendSeconds: deps.config.otpResendSeconds });
  await db.update(otpCodes).set({ userId }).where(eq(otpCodes.id, id));
  await sendMessage(deps, {
    channel: request.otp_type === 'email' ? 'email' : 'sms',
    to: identifier,
    subject: t('profile.codeMessage.subject'),
    body: t('profile.codeMessage.body', { code, minutes: OTP_TTL_MINUTES }),
    code,
  });
  return { ref, to: identifier };
}

/** POST /api/verify-profile-otp: the updated account. */
export async function verifyProfileCode(
  deps: MessagingDeps,
  secret: Buffer,
  userId: number,
  input: { user_id: string; otp: string; otp_type: OtpType },
): Promise<UserRow> {
  const db = deps.database.db;
  // A code sent for another account is answered like a wrong code.
  const [owner] = await db.select({ userId: otpCodes.userId }).from(otpCodes).where(eq(otpCodes.ref, input.user_id));
  if (!owner || owner.userId !== userId) throw new AppError(401, t('auth.codeInvalid'));
  const { identifier, channel } = await checkCode(
    db,
    secret,
    { ref: input.user_id, purpose: purposeOf(input.otp_type), channel: input.otp_type, code: input.otp },
    { onBudgetSpent: (key, resetsAt) => notifyBudgetSpent(deps, key, resetsAt) },
  );
  await assertFree(deps, userId, identifier, channel);
  const at = now();
  const patch = channel === 'email' ? { email: identifier, emailVerifiedAt: at } : { ...splitPhone(identifier), phoneVerifiedAt: at };
  try {
    const row = await db.transaction(async (tx) => {
      await dropUnverifiedCopies(tx, 'user', identifier, channel, userId);
      const [updated] = await tx.update(users).set({ ...patch, updatedAt: at }).where(eq(users.id, userId)).returning();
      return updated!;
    });
    return row;
  } catch (error) {
    throw duplicateContact(error, channel === 'email');
  }
}
