import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Mail and SMS go only to addresses the account has verified (DESIGN §4): a
 * typed address (a booking's contact email, a profile's unverified email, a
 * doctor's listed contact) would make MedBook a spam and phishing relay.
 */
type Contactable = Pick<typeof users.$inferSelect, 'email' | 'emailVerifiedAt' | 'phone' | 'countryCode' | 'phoneVerifiedAt'>;

export const verifiedEmailOf = (user: Contactable | null | undefined): string | null =>
  user?.email && user.emailVerifiedAt ? user.email : null;

export const verifiedPhoneOf = (user: Contactable | null | undefined): string | null =>
  user?.phone && user.phoneVerifiedAt ? `${user.countryCode ?? ''}${user.phone}` : null;

/** The verified email, else the verified phone (as an SMS), else nobody. */
export function verifiedContactOf(user: Contactable | null | undefined): { channel: 'email' | 'sms'; to: string } | null {
  const email = verifiedEmailOf(user);
  if (email) return { channel: 'email', to: email };
  const phone = verifiedPhoneOf(user);
  return phone ? { channel: 'sms', to: phone } : null;
}

/** An account's verified email (null when it has none, or no such account). */
export async function loadVerifiedEmail(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return verifiedEmailOf(user);
}
