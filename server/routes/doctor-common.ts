import type { preValidationAsyncHookHandler } from 'fastify';
import { t } from '../../src/shared/i18n/format.ts';
import { forbidden } from '../errors.ts';
import { markGuard, requireRole } from '../plugins/auth.ts';
import { doctorStatus } from '../services/doctor-profile/doctor-status.ts';

/**
 * preValidation of the doctor portal calls: a doctor account (401/403 as
 * requireRole) whose profile is verified (403 'You are not verified yet'
 * otherwise). Registration itself only needs requireRole('doctor').
 */
export function requireVerifiedDoctor(): preValidationAsyncHookHandler {
  const doctorRole = requireRole('doctor');
  return markGuard(async function (request, reply) {
    await doctorRole.call(this, request, reply);
    const doctorId = request.auth!.doctorId;
    if (doctorId === null) throw forbidden(t('auth.forbidden'));
    const row = await doctorStatus(request.server.database.db, doctorId);
    if (row?.status !== 'verified') throw forbidden(t('auth.doctor.notVerified'));
  }, ['verified doctor']);
}

/**
 * A list field of a form: `name[0]`, `name[1]` … (the spec's `specialization[i]`),
 * `name[]`, a JSON array, or a comma-separated `name` text.
 */
export function listField(fields: Record<string, unknown>, name: string): unknown[] {
  const direct = fields[name];
  if (Array.isArray(direct)) return direct;
  const indexed: [number, unknown][] = [];
  const pattern = new RegExp(`^${name}\\[(\\d*)\\]$`);
  for (const [key, value] of Object.entries(fields)) {
    const match = pattern.exec(key);
    if (!match) continue;
    if (Array.isArray(value)) value.forEach((item, i) => indexed.push([Number(match[1] || 0) + i, item]));
    else indexed.push([match[1] ? Number(match[1]) : indexed.length, value]);
  }
  if (indexed.length) return indexed.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
  if (typeof direct === 'string' && direct.trim()) return direct.split(',');
  if (typeof direct === 'number') return [direct];
  return [];
}

/** The form's fields with the named list fields gathered into arrays. */
export function withLists(fields: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const out = { ...fields };
  for (const name of names) out[name] = listField(fields, name);
  return out;
}
