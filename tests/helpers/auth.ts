import type { App } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { doctors } from '../../server/db/schema/doctors.ts';
import { users } from '../../server/db/schema/users.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { SESSION_COOKIE } from '../../src/shared/constants.ts';

/** Newest demo-outbox messages to `to` (GET /api/dev/outbox). */
export async function outbox(app: App, to: string) {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to } });
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`);
  return response.json().data as Array<{ to: string; subject: string; body: string; code: string | null; channel: string; created_at: string }>;
}

export interface CodeRequest {
  email?: string;
  /** Digits without the country code. */
  phone?: string;
  countryCode?: string;
  userType?: 'user' | 'doctor';
  intent?: 'login' | 'register';
}

/** POST send-otp (or send-doctor-otp); returns the raw response. */
export function sendCode(app: App, request: CodeRequest, headers: Record<string, string> = {}) {
  const doctor = request.userType === 'doctor';
  return app.inject({
    method: 'POST',
    url: doctor ? '/api/send-doctor-otp' : '/api/send-otp',
    headers,
    payload: {
      email_or_phone: request.email ?? request.phone,
      user_type: request.userType ?? 'user',
      otp_type: request.email ? 'email' : 'phone',
      ...(request.countryCode ? { country_code: request.countryCode } : {}),
      ...(request.intent ? { intent: request.intent } : {}),
    },
  });
}

/** Sends a code and reads it back from the demo outbox: { reference, code }. */
export async function requestCode(app: App, request: CodeRequest): Promise<{ reference: string; code: string }> {
  const response = await sendCode(app, request);
  if (response.statusCode !== 200) throw new Error(`send code answered ${response.statusCode}: ${response.body}`);
  const to = request.email ?? `${request.countryCode ?? '+971'}${request.phone}`;
  const [message] = await outbox(app, to);
  return { reference: response.json().data.user_id, code: message!.code! };
}

export function verifyCode(
  app: App,
  body: { reference: string; code: string; userType?: 'user' | 'doctor'; otpType?: 'email' | 'phone'; intent?: 'login' | 'register' },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    headers,
    payload: {
      user_type: body.userType ?? 'user',
      user_id: body.reference,
      otp: body.code,
      otp_type: body.otpType ?? 'email',
      ...(body.intent ? { intent: body.intent } : {}),
    },
  });
}

/**
 * Signs in through send-otp + verify-otp and returns the bearer token and the
 * user id. For other API tests: `authorization: \`Bearer ${token}\``.
 */
export async function signIn(app: App, request: CodeRequest): Promise<{ token: string; userId: number; doctorId: number | null }> {
  const { reference, code } = await requestCode(app, request);
  const response = await verifyCode(app, {
    reference,
    code,
    userType: request.userType ?? 'user',
    otpType: request.email ? 'email' : 'phone',
    ...(request.intent ? { intent: request.intent } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`verify-otp answered ${response.statusCode}: ${response.body}`);
  const data = response.json().data;
  return { token: data.token, userId: data.user_details.id, doctorId: data.user_details.doctor_id ?? null };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const sessionCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

export interface SeedDoctorOptions {
  email: string;
  firstName?: string;
  lastName?: string;
  verificationStatus?: 'unverified' | 'pending' | 'verified' | 'rejected';
  registrationCompleted?: boolean;
}

/** A doctor account with its profile, as registration and verification leave it. */
export async function seedDoctor(database: Database, options: SeedDoctorOptions): Promise<{ userId: number; doctorId: number }> {
  const [user] = await database.db
    .insert(users)
    .values({ role: 'doctor', email: options.email, emailVerifiedAt: new Date(), firstName: options.firstName ?? 'Test', lastName: options.lastName ?? 'Doctor' })
    .returning({ id: users.id });
  const status = options.verificationStatus ?? 'verified';
  const [doctor] = await database.db
    .insert(doctors)
    .values({
      userId: user!.id,
      slug: `seeded-${user!.id}-${Math.random().toString(36).slice(2, 8)}`,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'Doctor',
      verificationStatus: status,
      registrationCompleted: options.registrationCompleted ?? status !== 'unverified',
      verifiedAt: status === 'verified' ? new Date() : null,
    })
    .returning({ id: doctors.id });
  return { userId: user!.id, doctorId: doctor!.id };
}

/** A patient account; its email is verified (as a code sign-in leaves it) unless `emailVerifiedAt: null`. */
export async function seedPatient(database: Database, values: Partial<typeof users.$inferInsert> & { email: string }): Promise<number> {
  const [user] = await database.db.insert(users).values({ role: 'user', emailVerifiedAt: new Date(), ...values }).returning({ id: users.id });
  return user!.id;
}

/**
 * Drives the server clock (server/services/common/clock.ts) from the test: time only
 * moves when advanced. Signing the same identifier in twice needs
 * advance(45) in between (the resend wait); advance(3600) clears the hourly limit.
 */
export function testClock(start = Date.now()) {
  let ms = start;
  setClock(() => ms);
  return {
    advance(seconds: number) {
      ms += seconds * 1000;
    },
    /** Jump to an instant (e.g. past a 24 h window). */
    set(at: number) {
      ms = at;
    },
    now: () => ms,
    reset: resetClock,
  };
}
