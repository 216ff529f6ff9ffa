/**
 * Location's `near` (hl7.org/fhir/R4/location.html#search): `latitude|longitude|distance|units`.
 * Units are UCUM: km (the default), or miles as `[mi_i]` (also `mi`), converted to km. Without a
 * distance we take DEFAULT_NEAR_KM, as the specification leaves it to the server; more than
 * MAX_NEAR_KM is refused (one bounded search, and "near" stops meaning anything past that).
 */
import { t } from '../../../src/shared/i18n/format.ts';
import { badRequest } from '../../errors.ts';
import type { Near } from './directory.ts';

export const DEFAULT_NEAR_KM = 25;
export const MAX_NEAR_KM = 500;
const KM_PER_MILE = 1.609344;

/** A plain decimal: no exponent (1e999), no Infinity or NaN, no hex. */
const DECIMAL = /^[+-]?\d{1,4}(\.\d{1,12})?$/;

export function parseNear(raw: string): Near {
  const fail = (message: string) => badRequest(t('fhir.invalidParam', { name: 'near', reason: message }), { near: message });
  const parts = raw.split('|').map((part) => part.trim());
  if (parts.length < 2 || parts.length > 4 || !parts.slice(0, 2).every((part) => DECIMAL.test(part))) throw fail(t('fhir.badNear'));
  const [latitude, longitude] = parts.slice(0, 2).map(Number) as [number, number];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw fail(t('fhir.badNear'));
  const [distanceText = '', unitsText = ''] = parts.slice(2);
  const units = unitsText || 'km';
  if (!['km', '[mi_i]', 'mi'].includes(units)) throw fail(t('fhir.nearUnits'));
  if (distanceText && !DECIMAL.test(distanceText)) throw fail(t('fhir.badNear'));
  const distance = distanceText ? Number(distanceText) : DEFAULT_NEAR_KM;
  const km = units === 'km' || !distanceText ? distance : distance * KM_PER_MILE;
  if (!(km > 0)) throw fail(t('fhir.badNear'));
  if (km > MAX_NEAR_KM) throw fail(t('fhir.nearTooFar', { km: MAX_NEAR_KM }));
  return { latitude, longitude, km };
}
