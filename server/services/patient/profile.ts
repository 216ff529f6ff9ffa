import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { DEFAULT_DIAL_CODE } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { UpdateProfileInput } from '../../../src/shared/schemas/patient-profile.ts';
import { localNow } from '../../../src/shared/slots/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest, conflict, unauthorized } from '../../errors.ts';
import type { UploadedFile } from '../files/upload-types.ts';
import { pgErrorCode } from '../booking/booking-pg-error.ts';
import { now } from '../common/clock.ts';
import { dropUnverifiedCopies, type UserRow } from '../auth/session-users.ts';
import { checkImage, publicUrl, removePublicFile, removeStoredFile, storeFile } from '../files/uploads.ts';
import type { FileStore } from '../files/file-store.ts';

const UNIQUE_VIOLATION = '23505';
/** The zone where "today" starts first: a birth date later than its today is in the future everywhere. */
const EARLIEST_ZONE = 'Pacific/Kiritimati';

export interface ProfileDeps {
  db: Db;
  fileStore: FileStore;
}

/** The name of the constraint a database error broke, if any (pg and PGlite both set it). */
function constraintOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/**
 * 409 when another patient account holds this email VERIFIED. A copy another
 * account only typed (unverified) has no claim on the address: it must not
 * squat it, so it is dropped when this account saves it (dropUnverifiedCopies).
 */
export async function assertEmailFree(db: Db, userId: number, email: string): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'user'), ne(users.id, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`, isNotNull(users.emailVerifiedAt)))
    .limit(1);
  if (other) throw conflict(t('profile.emailTaken'));
}

export async function assertPhoneFree(db: Db, userId: number, countryCode: string, phone: string): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'user'), ne(users.id, userId), eq(users.countryCode, countryCode), eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  if (other) throw conflict(t('profile.phoneTaken'));
}

/** Maps a unique violation on users to the 409 the patient understands. */
export function duplicateContact(error: unknown, emailChanged: boolean): Error {
  if (pgErrorCode(error) !== UNIQUE_VIOLATION) return error as Error;
  const name = constraintOf(error);
  if (name.includes('phone')) return conflict(t('profile.phoneTaken'));
  if (name.includes('email') || emailChanged) return conflict(t('profile.emailTaken'));
  return conflict(t('profile.phoneTaken'));
}

const TEXT_FIELDS = {
  first_name: 'firstName',
  last_name: 'lastName',
  dob: 'dob',
  gender: 'gender',
  blood_group: 'bloodGroup',
  marital_status: 'maritalStatus',
  weight: 'weight',
  address_one: 'addressOne',
  address_two: 'addressTwo',
  country: 'country',
  state: 'state',
  city: 'city',
  postal_code: 'postalCode',
  latitude: 'latitude',
  longitude: 'longitude',
  sms_reminders: 'smsReminders',
  whatsapp_reminders: 'whatsappReminders',
} as const satisfies Partial<Record<keyof UpdateProfileInput, keyof UserRow>>;

/**
 * POST /api/update-profile for the caller only. Absent fields are kept.
 * A changed email or phone loses its verification and must be free among
 * patients. `picture`: a new file, null to remove the current one,
 * undefined to keep it. The old picture file is deleted once the row is saved.
 */
export async function updateProfile(deps: ProfileDeps, userId: number, input: UpdateProfileInput, picture: UploadedFile | null | undefined): Promise<UserRow> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(t('auth.unauthenticated'));
  const at = now();

  if (input.dob && input.dob > localNow(at, EARLIEST_ZONE).date) throw badRequest(t('profile.dobFuture'), { dob: t('profile.dobFuture') });

  const patch: Partial<typeof users.$inferInsert> = { updatedAt: at };
  for (const [field, column] of Object.entries(TEXT_FIELDS) as Array<[keyof typeof TEXT_FIELDS, (typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS]]>) {
    const value = input[field];
    if (value !== undefined) (patch as Record<string, unknown>)[column] = value;
  }

  const emailChanged = input.email !== undefined && input.email !== (user.email ?? '').toLowerCase();
  if (emailChanged) {
    await assertEmailFree(db, userId, input.email!);
    Object.assign(patch, { email: input.email, emailVerifiedAt: null });
  }
  const phone = input.phone ?? (input.country_code ? user.phone : null);
  if (phone) {
    const countryCode = input.country_code ?? user.countryCode ?? DEFAULT_DIAL_CODE;
    if (phone !== user.phone || countryCode !== user.countryCode) {
      await assertPhoneFree(db, userId, countryCode, phone);
      Object.assign(patch, { phone, countryCode, phoneVerifiedAt: null });
    }
  }

  let stored: string | null = null;
  if (picture) {
    const ext = await checkImage(picture);
    stored = await storeFile(deps.fileStore, 'public', 'avatars', ext, picture.buffer);
    patch.profileImage = publicUrl(stored);
  } else if (picture === null) {
    patch.profileImage = null;
  }

  let updated: UserRow | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      // Another account's unverified copy must not block this one (nor keep a claim on the address).
      if (emailChanged) await dropUnverifiedCopies(tx, 'user', input.email!.toLowerCase(), 'email', userId);
      if (patch.phone) await dropUnverifiedCopies(tx, 'user', `${patch.countryCode}${patch.phone}`, 'phone', userId);
      const [row] = await tx.update(users).set(patch).where(eq(users.id, userId)).returning();
      return row;
    });
  } catch (error) {
    if (stored) await removeStoredFile(deps.fileStore, 'public', stored);
    throw duplicateContact(error, emailChanged);
  }
  if (picture !== undefined && user.profileImage !== updated!.profileImage) await removePublicFile(deps.fileStore, user.profileImage);
  return updated!;
}
