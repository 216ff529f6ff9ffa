/**
 * Trusted devices (OWASP's device cookie against lockout, issue 36 item 4). A browser or app that
 * signed in to an account by a code gets an HttpOnly cookie naming a random device id and the accounts
 * it signed in to, signed with a key derived from the one-time code key. A code asked for from such a
 * device for one of its accounts' addresses is that device's own: its hourly sends, resend gap and
 * wrong guesses are counted for the device (otp.ts), never against the address, so a stranger who
 * spends the address's budget (20 wrong guesses a day, the ≤ 0.2 % bound) leaves its owner a way in.
 * A stranger has no such cookie and cannot make one: the bound still holds for everyone else.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEVICE_ACCOUNTS, DEVICE_COOKIE } from '../../../src/shared/constants.ts';

export interface Device {
  id: string;
  /** Accounts that signed in on this device, oldest first. */
  userIds: number[];
}

const ID = /^[A-Za-z0-9_-]{22}$/;
const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(`device|${payload}`).digest('base64url');

/** `v1.<device id>.<account ids joined by '-'>.<signature>` */
export function deviceCookieValue(secret: Buffer, device: Device): string {
  const payload = `v1.${device.id}.${device.userIds.join('-')}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The device a cookie names, or null when it is missing, malformed or not signed by us. */
export function readDevice(secret: Buffer, raw: string | undefined): Device | null {
  if (!raw || raw.length > 200) return null;
  const parts = raw.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1' || !ID.test(parts[1]!)) return null;
  const payload = parts.slice(0, 3).join('.');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(parts[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const userIds = parts[2] ? parts[2].split('-').map(Number) : [];
  if (userIds.length > DEVICE_ACCOUNTS || !userIds.every((id) => Number.isSafeInteger(id) && id > 0)) return null;
  return { id: parts[1]!, userIds };
}

export const requestDevice = (request: FastifyRequest, secret: Buffer) => readDevice(secret, request.cookies[DEVICE_COOKIE]);

/** The device's id when it signed in to `userId` before, else null (a stranger, or another account's device). */
export const trustedDeviceFor = (device: Device | null, userId: number | null | undefined): string | null =>
  device && userId != null && device.userIds.includes(userId) ? device.id : null;

/** After a sign-in: the cookie value of the device (kept, or new) now also trusting this account. */
export function deviceAfterSignIn(secret: Buffer, known: Device | null, userId: number): string {
  const userIds = [...(known?.userIds ?? []).filter((id) => id !== userId), userId].slice(-DEVICE_ACCOUNTS);
  return deviceCookieValue(secret, { id: known?.id ?? randomBytes(16).toString('base64url'), userIds });
}
