/**
 * The FHIR directory's search values, read into what the queries take (issue 38: parsing lives with
 * the service, routes only route): references, tokens, Slot `start` bounds and their window.
 */
import { t } from '../../../src/shared/i18n/format.ts';
import { addDays, zonedInstant } from '../../../src/shared/slots/zoned-time.ts';
import { badRequest } from '../../errors.ts';
import { numericId, parseOrganizationId, parseScheduleId, referenceId, type ScheduleRef } from './ids.ts';

/** Slot searches cover at most this many days (one request, one bounded computation). */
export const MAX_SLOT_DAYS = 31;
const DEFAULT_SLOT_DAYS = 7;

/** `Practitioner/12` → 12; 400 when it names another type or no MedBook id. */
export function refId(raw: string, type: string, param: string): number {
  const id = referenceId(raw, type);
  const value = id === null ? null : numericId(id);
  if (value === null) throw badRequest(t('fhir.invalidParam', { name: param, reason: t('fhir.invalidId', { type }) }), { [param]: t('fhir.invalidId', { type }) });
  return value;
}

/**
 * `network` (Plan-Net's PractitionerRole-network, and ours on HealthcareService): Organization/network-{id}
 * or network-{id}, a comma list being any of them.
 */
export function networkIdsOf(values: string[] | undefined): number[] | undefined {
  return values?.map((value) => {
    const parsed = parseOrganizationId(value);
    if (parsed?.kind !== 'network') throw badRequest(t('fhir.invalidParam', { name: 'network', reason: t('fhir.invalidId', { type: 'Organization' }) }), { network: t('fhir.invalidId', { type: 'Organization' }) });
    return parsed.id;
  });
}

/** The specialty token `system|code` or `code`. */
export const tokenCode = (value: string) => value.split('|').at(-1)!.trim();

export type DatePrefix = 'ge' | 'gt' | 'le' | 'lt' | 'eq';

const DATE_VALUE = /^(ge|gt|le|lt|eq)?(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * One value of a FHIR date search parameter (Slot `start`, `_lastUpdated`): an optional prefix, a
 * calendar date whose year is within [minYear, maxYear], and an optional time with its zone (kept
 * as written, `T09:30:00Z`). Null when it is not one; each parameter gives it its meaning.
 */
export function dateParam(raw: string, minYear: number, maxYear: number): { prefix: DatePrefix; date: string; time: string | undefined } | null {
  const match = DATE_VALUE.exec(raw.trim());
  if (!match) return null;
  const date = match[2]!;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return null;
  if (day.getUTCFullYear() < minYear || day.getUTCFullYear() > maxYear) return null;
  return { prefix: (match[1] ?? 'eq') as DatePrefix, date, time: match[3] };
}

export interface StartBound {
  prefix: DatePrefix;
  date?: string;
  instant?: Date;
}

// Years a schedule can hold: 9999-12-31's next day is no date at all (it answered 500: issue 36).
const MIN_SLOT_YEAR = 2000;
const MAX_SLOT_YEAR = 2999;

export function parseStart(raw: string): StartBound {
  const fail = () => badRequest(t('fhir.badDate', { param: 'start' }), { start: t('fhir.badDate', { param: 'start' }) });
  const value = dateParam(raw, MIN_SLOT_YEAR, MAX_SLOT_YEAR);
  if (!value) throw fail();
  const { prefix, date, time } = value;
  if (!time) return { prefix, date };
  const instant = new Date(`${date}${time}`);
  if (Number.isNaN(instant.getTime())) throw fail();
  return { prefix, instant };
}

/** [from, to) of a slot search in the schedule's zone (dates are that zone's days). */
export function slotWindow(bounds: StartBound[], timeZone: string, at: Date): { from: Date; to: Date } {
  const dayStart = (date: string) => zonedInstant(date, 0, timeZone);
  let from: Date | null = null;
  let to: Date | null = null;
  for (const bound of bounds) {
    const start = bound.instant ?? dayStart(bound.date!);
    const end = bound.instant ? new Date(bound.instant.getTime() + 1) : dayStart(addDays(bound.date!, 1));
    if (bound.prefix === 'ge') from = start;
    else if (bound.prefix === 'gt') from = end;
    else if (bound.prefix === 'lt') to = start;
    else if (bound.prefix === 'le') to = end;
    else {
      from = start;
      to = end;
    }
  }
  from ??= to ? new Date(Math.min(at.getTime(), to.getTime())) : at;
  to ??= new Date(Math.max(from.getTime(), at.getTime()) + DEFAULT_SLOT_DAYS * 86_400_000);
  if (to.getTime() - from.getTime() > MAX_SLOT_DAYS * 86_400_000) {
    throw badRequest(t('fhir.rangeTooLong', { days: MAX_SLOT_DAYS }), { start: t('fhir.rangeTooLong', { days: MAX_SLOT_DAYS }) });
  }
  return { from, to };
}

export function scheduleRefOf(raw: string): ScheduleRef {
  const id = referenceId(raw, 'Schedule');
  const ref = id === null ? null : parseScheduleId(id);
  if (!ref) throw badRequest(t('fhir.invalidParam', { name: 'schedule', reason: t('fhir.invalidId', { type: 'Schedule' }) }), { schedule: t('fhir.invalidId', { type: 'Schedule' }) });
  return ref;
}
