import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SESSION_DAYS, SESSION_MAX_DAYS } from '../../../src/shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { users } from '../../db/schema/users.ts';
import { now } from '../common/clock.ts';

export const SESSION_TTL_MS = SESSION_DAYS * 24 * 3600_000;
/** The absolute lifetime: sliding never carries a session past its sign-in plus this. */
export const SESSION_MAX_MS = SESSION_MAX_DAYS * 24 * 3600_000;
/** Sliding expiry is written at most once a day per session, not on every request. */
const EXTEND_AFTER_MS = 24 * 3600_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type Role = 'user' | 'doctor' | 'admin';

/** Who is calling; request.auth (server/plugins/auth.ts). */
export interface RequestAuth {
  userId: number;
  role: Role;
  sessionId: number;
  /** The doctor profile of a doctor account, null for others (and for a doctor without a profile). */
  doctorId: number | null;
  /** The account's saved language (null: never chosen); the server's answers follow it. */
  locale?: 'en' | 'ar' | 'hi' | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Cheap shape check so garbage tokens never reach the database. */
export const isTokenShaped = (token: string) => TOKEN_SHAPE.test(token);

/** A new session: 32 random bytes as base64url; only its SHA-256 is stored. */
export async function createSession(db: Db, userId: number, userAgent?: string): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const at = now();
  const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: at, lastUsedAt: at, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/**
 * The live session of a token, or null (unknown, revoked or expired). Slides
 * the expiry forward when the last extension is more than a day old; then
 * `extended` is true so the cookie can be renewed too.
 */
export async function resolveSession(db: Db, token: string): Promise<{ auth: RequestAuth; extended: boolean } | null> {
  if (!isTokenShaped(token)) return null;
  const at = now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      createdAt: sessions.createdAt,
      role: users.role,
      locale: users.locale,
      doctorId: doctors.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        gt(sessions.createdAt, new Date(at.getTime() - SESSION_MAX_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  let extended = false;
  if (at.getTime() - row.lastUsedAt.getTime() > EXTEND_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: at, expiresAt: new Date(Math.min(at.getTime() + SESSION_TTL_MS, row.createdAt.getTime() + SESSION_MAX_MS)) })
      .where(eq(sessions.id, row.sessionId));
    extended = true;
  }
  return {
    auth: { userId: row.userId, role: row.role, sessionId: row.sessionId, doctorId: row.role === 'doctor' ? row.doctorId : null, locale: row.locale },
    extended,
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs a user out everywhere (Sign out everywhere; a reclaimed profile's former account). Returns how many sessions ended. */
export async function revokeUserSessions(db: Db, userId: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}
