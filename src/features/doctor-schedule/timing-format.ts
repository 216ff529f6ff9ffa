import { format } from 'date-fns';
import { formatPortalFee } from '../../shared/format/money.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';
import type { Weekday } from '../../shared/schemas/doctor.ts';
import type { TimingClinic, TimingItem, TimingType } from '../../shared/schemas/timings.ts';

/** How the configuration list (001 §2) shows one configuration. */

/** The catalog's day names are capitalised ('Monday'), as the table shows them. */
export const dayLabelKey: Record<Weekday, MessageKey> = {
  monday: 'schedule.day.monday',
  tuesday: 'schedule.day.tuesday',
  wednesday: 'schedule.day.wednesday',
  thursday: 'schedule.day.thursday',
  friday: 'schedule.day.friday',
  saturday: 'schedule.day.saturday',
  sunday: 'schedule.day.sunday',
};

export const typeLabelKey: Record<TimingType, MessageKey> = {
  online: 'schedule.type.online',
  offline: 'schedule.type.offline',
};

/** A fee of a configuration in its currency ('Rs. 500.00', 'AED 500.00': the clinic's or doctor's country). */
export function configFee(item: Pick<TimingItem, 'currency'>, fee: number | null): string {
  return formatPortalFee(fee, item.currency);
}

/** The fee of the configuration's own type. */
export function timingFee(item: Pick<TimingItem, 'timing_type' | 'online_fee' | 'offline_fee' | 'currency'>): string {
  return configFee(item, item.timing_type === 'online' ? item.online_fee : item.offline_fee);
}

/** 'Monday, Wednesday' */
export function timingDays(item: Pick<TimingItem, 'timings'>, translate: (key: MessageKey) => string): string {
  return item.timings.map((entry) => translate(dayLabelKey[entry.day])).join(', ');
}

/** A Doctor Visit's clinic as the list names it: 'Marina Clinic, Dubai' (the name alone without a city). */
export function clinicLine(clinic: Pick<TimingClinic, 'clinic_name' | 'city'>, translate: (key: MessageKey, params?: Record<string, string>) => string): string {
  const city = clinic.city?.trim();
  return city ? translate('schedule.clinicInCity', { clinic: clinic.clinic_name, city }) : clinic.clinic_name;
}

/** created_at as DD-MM-YYYY in the viewer's zone. */
export function createdDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'dd-MM-yyyy');
}

/** A configuration id from the URL: a positive whole number, else null (the not-found page). */
export function timingIdParam(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
