import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { t } from '../../../src/shared/i18n/format.ts';
import type { Db } from '../../db/client.ts';
import { type doctors } from '../../db/schema/doctors.ts';
import { findDoctorOfUser, insertDoctorProfile, setSlugIfFree } from '../../repositories/doctors.ts';
import { users } from '../../db/schema/users.ts';
import { forbidden } from '../../errors.ts';
import { now } from '../common/clock.ts';
import { phoneCandidates, splitPhone } from './otp-identifier.ts';
import type { OtpChannel } from './otp-channel.ts';

export type UserRow = typeof users.$inferSelect;
export type DoctorRow = typeof doctors.$inferSelect;

/** Reads and writes on the database or inside a transaction. */
type Exec = Pick<Db, 'select' | 'update'>;

/** Rows holding the identifier (see normalizeIdentifier), verified or not. */
function identifierMatch(identifier: string, channel: OtpChannel): SQL {
  if (channel === 'email') return and(isNotNull(users.email), sql`lower(${users.email}) = ${identifier}`)!;
  const pairs = phoneCandidates(identifier).map((p) => and(eq(users.countryCode, p.countryCode), eq(users.phone, p.phone)));
  return and(isNotNull(users.phone), or(...pairs))!;
}

const verifiedAt = (channel: OtpChannel) => (channel === 'email' ? users.emailVerifiedAt : users.phoneVerifiedAt);

/**
 * The account of a role that holds the identifier as a VERIFIED value. An
 * address typed on a profile but never proved signs nobody in and routes no
 * sign-in anywhere (else saving a victim's address pre-hijacks their account).
 */
export async function findVerifiedUser(db: Pick<Db, 'select'>, role: UserRow['role'], identifier: string, channel: OtpChannel): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, role), identifierMatch(identifier, channel), isNotNull(verifiedAt(channel))))
    .limit(1);
  return row ?? null;
}

/**
 * Someone just proved the identifier: other accounts of the role that only
 * typed it (unverified) lose it, so the unique (role, email/phone) index
 * never lets a squatter block the owner.
 */
export async function dropUnverifiedCopies(db: Exec, role: UserRow['role'], identifier: string, channel: OtpChannel, keepUserId?: number): Promise<void> {
  const others = and(
    eq(users.role, role),
    identifierMatch(identifier, channel),
    isNull(verifiedAt(channel)),
    keepUserId === undefined ? undefined : ne(users.id, keepUserId),
  );
  const patch = channel === 'email' ? { email: null } : { phone: null, countryCode: null };
  await db.update(users).set({ ...patch, updatedAt: now() }).where(others);
}

/** The code proved the identifier: record when it was verified. */
async function markVerified(db: Db, user: UserRow, channel: OtpChannel): Promise<UserRow> {
  const at = now();
  const patch = channel === 'email' ? { emailVerifiedAt: at } : { phoneVerifiedAt: at };
  const [row] = await db.update(users).set({ ...patch, updatedAt: at }).where(eq(users.id, user.id)).returning();
  return row ?? user;
}

/** Finds or creates the account of `role` for a just-verified identifier. */
export async function findOrCreateVerifiedUser(db: Db, role: 'user' | 'doctor', identifier: string, channel: OtpChannel): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findVerifiedUser(db, role, identifier, channel);
  if (existing) return { user: await markVerified(db, existing, channel), created: false };
  await dropUnverifiedCopies(db, role, identifier, channel);
  const at = now();
  const contact = channel === 'email' ? { email: identifier, emailVerifiedAt: at } : { ...splitPhone(identifier), phoneVerifiedAt: at };
  // Two first sign-ins racing: the unique (role, email/phone) index keeps one; the other reads it.
  const [created] = await db
    .insert(users)
    .values({ role, ...contact, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  if (created) return { user: created, created: true };
  const raced = await findVerifiedUser(db, role, identifier, channel);
  if (!raced) throw new Error('user vanished after a unique conflict');
  return { user: raced, created: false };
}

export async function findUserById(db: Pick<Db, 'select'>, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Saves the account's language (issue 18): its mails, SMS and the server's answers follow it. */
export async function setUserLocale(db: Pick<Db, 'update'>, userId: number, locale: 'en' | 'ar' | 'hi'): Promise<void> {
  await db.update(users).set({ locale, updatedAt: now() }).where(eq(users.id, userId));
}

/**
 * Step 1 of the registration wizard: an empty, unverified profile owned by the
 * account. Its slug is a placeholder ("doctor-<id>") until the name is known.
 */
export async function createDoctorProfile(db: Db, userId: number): Promise<DoctorRow> {
  const at = now();
  const row = await insertDoctorProfile(db, { userId, slug: `doctor-new-${randomBytes(6).toString('hex')}`, createdAt: at, updatedAt: at });
  if (!row) {
    const existing = await findDoctorOfUser(db, userId);
    if (existing) return existing;
    throw new Error('could not create a doctor profile');
  }
  const renamed = await setSlugIfFree(db, row.id, `doctor-${row.id}`);
  return renamed ?? row;
}

export type DoctorIntent = 'login' | 'register';

/**
 * The doctor login outcome after a valid code (000 §4, 001 §4, changed by issue 42):
 * - login: no account, no profile or an unfinished registration → 'Email is not registered';
 *   a verified profile, or a finished registration waiting for verification or rejected, → signed in.
 *   The unverified session opens only the registration calls (the portal's answer 'You are not verified
 *   yet' stays), and the web app shows it the registration's status page: submitted, under review, or
 *   rejected with the reason and the way to resubmit, instead of an error under emptied code boxes.
 * - register (wizard step 1): unknown → account and empty profile created and signed in; otherwise signed in
 *   (an unfinished registration moves on to step 2, a finished one to its status page).
 */
export async function doctorSignIn(db: Db, identifier: string, channel: OtpChannel, intent: DoctorIntent): Promise<{ user: UserRow; doctor: DoctorRow }> {
  if (intent === 'login') {
    const user = await findVerifiedUser(db, 'doctor', identifier, channel);
    const doctor = user ? await findDoctorOfUser(db, user.id) : null;
    if (!user || !doctor) throw forbidden(t('auth.doctor.notRegistered'));
    if (doctor.verificationStatus === 'verified') return { user: await markVerified(db, user, channel), doctor };
    if (!doctor.registrationCompleted) throw forbidden(t('auth.doctor.notRegistered'));
    return { user, doctor };
  }
  const existing = await findVerifiedUser(db, 'doctor', identifier, channel);
  const existingDoctor = existing ? await findDoctorOfUser(db, existing.id) : null;
  const { user } = await findOrCreateVerifiedUser(db, 'doctor', identifier, channel);
  const doctor = existingDoctor ?? (await createDoctorProfile(db, user.id));
  return { user, doctor };
}
