/**
 * FHIR ids of what MedBook holds (FHIR ids: [A-Za-z0-9-.]{1,64}):
 * - Practitioner/{doctorId}, PractitionerRole/{doctorId}, Location/{clinicId}
 * - Schedule/{doctorId}-video and Schedule/{doctorId}-clinic-{clinicId}: one per doctor, type and clinic
 * - Organization/insurer-{id} and Organization/network-{id}: the insurance catalog (issue 41)
 * - Slot/{scheduleId}-{YYYYMMDD}{HHmm}: the schedule and the clinic-local date and time, so a
 *   slot read back (or booked) is recomputed from availability, never stored.
 */
export type ScheduleRef = { doctorId: number; type: 'online' } | { doctorId: number; type: 'offline'; clinicId: number };
export interface SlotRef {
  schedule: ScheduleRef;
  date: string;
  time: string;
}

const MAX_ID = 2_147_483_647;
const dbNumber = (text: string | undefined): number | null => {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_ID ? value : null;
};

export const numericId = (raw: string): number | null => dbNumber(raw);

export function scheduleId(ref: ScheduleRef): string {
  return ref.type === 'online' ? [ref.doctorId, 'video'].join('-') : [ref.doctorId, 'clinic', ref.clinicId].join('-');
}

export function parseScheduleId(raw: string): ScheduleRef | null {
  const match = /^(\d+)-(?:video|clinic-(\d+))$/.exec(raw);
  if (!match) return null;
  const doctorId = dbNumber(match[1]);
  if (doctorId === null) return null;
  if (match[2] === undefined) return { doctorId, type: 'online' };
  const clinicId = dbNumber(match[2]);
  return clinicId === null ? null : { doctorId, type: 'offline', clinicId };
}

export function slotId(ref: SlotRef): string {
  return [scheduleId(ref.schedule), [ref.date.replaceAll('-', ''), ref.time.replace(':', '')].join('')].join('-');
}

export function parseSlotId(raw: string): SlotRef | null {
  const match = /^(.+)-(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(raw);
  if (!match) return null;
  const schedule = parseScheduleId(match[1]!);
  if (!schedule) return null;
  const date = [match[2], match[3], match[4]].join('-');
  const time = [match[5], match[6]].join(':');
  const parsed = new Date(`${date}T${time}:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 16) !== `${date}T${time}`) return null;
  return { schedule, date, time };
}

/** `Practitioner/12` or `12` → 12 (null when it names another type or no valid id). */
export function referenceId(raw: string, type: string): string | null {
  const parts = raw.split('/');
  if (parts.length === 1) return parts[0] || null;
  if (parts.length === 2 && parts[0] === type) return parts[1] || null;
  return null;
}

export const insurerId = (id: number) => `insurer-${id}`;
export const networkId = (id: number) => `network-${id}`;

/** `insurer-3` / `network-12` (or `Organization/…`) → what it names; null for anything else. */
export function parseOrganizationId(raw: string): { kind: 'insurer' | 'network'; id: number } | null {
  const match = /^(?:Organization\/)?(insurer|network)-(\d{1,10})$/.exec(raw);
  if (!match) return null;
  const id = numericId(match[2]!);
  return id === null ? null : { kind: match[1] as 'insurer' | 'network', id };
}
