/**
 * `_include` / `_revinclude` (issue 39): what a scheduler asks for with a search, the resources a match
 * points to (or that point to it) in the same Bundle. Only pairs bounded by the page are offered: each
 * role has one Practitioner and its clinics, each slot one Schedule, each Practitioner one role, each
 * clinic one doctor (so one role). `Schedule?_revinclude=Slot:schedule` is not: a schedule's slots are
 * computed over up to 90 days and belong to a Slot search with its own window and paging.
 */
import { z } from 'zod';
import { msg } from '../../../src/shared/schemas/message.ts';
import { parseLastUpdated, type UpdatedBound } from '../../services/fhir/last-updated.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { badRequest } from '../../errors.ts';

/** The values each search takes (also the CapabilityStatement's searchInclude/searchRevInclude). */
export const SEARCH_INCLUDES = {
  PractitionerRole: ['PractitionerRole:practitioner', 'PractitionerRole:location', '*'],
  Slot: ['Slot:schedule', '*'],
} as const;
export const SEARCH_REVINCLUDES = {
  Practitioner: ['PractitionerRole:practitioner'],
  Location: ['PractitionerRole:location'],
} as const;

/** `Type:param:Target` names the target type the reference already has: the same as `Type:param`. */
const TARGETS: Record<string, string> = {
  'PractitionerRole:practitioner': 'Practitioner',
  'PractitionerRole:location': 'Location',
  'Slot:schedule': 'Schedule',
};

const MAX_INCLUDES = 5;

/** A parameter given once arrives as a string, repeated as a list: always a list. */
const asList = (value: unknown) => (typeof value === 'string' ? [value] : value);

/** The `_include` or `_revinclude` parameter of a search taking `values` (as a list; `Type:param:Target` read as `Type:param`). */
export function includeParam(param: '_include' | '_revinclude', values: readonly string[]) {
  const accepted = new Set<string>(values);
  const canonical = (value: string) => {
    const parts = value.trim().split(':');
    const base = parts.slice(0, 2).join(':');
    return parts.length === 3 && TARGETS[base] === parts[2] ? base : value.trim();
  };
  const bad = msg('fhir.badInclude', { param, supported: values.join(', ') });
  const one = z
    .string(bad)
    .max(80, bad)
    .transform(canonical)
    .refine((value) => accepted.has(value), bad);
  return z.preprocess(asList, z.array(one).max(MAX_INCLUDES, msg('fhir.tooManyValues', { param, max: MAX_INCLUDES }))).optional();
}

/** Whether a search asked to include `value` (`*` includes every pair of the type). */
export const asks = (values: string[] | undefined, value: string) => Boolean(values?.includes(value) || values?.includes('*'));

/** `_lastUpdated`: one value, or two (a range); each checked by lastUpdatedBounds. */
const badUpdated = msg('fhir.badLastUpdated');
const updatedValue = z.string(badUpdated).trim().min(1, badUpdated).max(40, badUpdated);
export const lastUpdatedParam = z.preprocess(asList, z.array(updatedValue).max(2, msg('fhir.tooManyValues', { param: '_lastUpdated', max: 2 }))).optional();

/** The bounds of `_lastUpdated` values; 400 (translated, the value never repeated) for any other. */
export function lastUpdatedBounds(values: string[] | undefined): UpdatedBound[] | undefined {
  return values?.map((value) => {
    const bound = parseLastUpdated(value);
    if (!bound) throw badRequest(t('fhir.badLastUpdated'), { _lastUpdated: t('fhir.badLastUpdated') });
    return bound;
  });
}
