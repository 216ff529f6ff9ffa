import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import type { AppointmentType, AvailabilityData } from '../shared/schemas/booking.ts';
import * as queryRoots from './query-keys.ts';

/**
 * A doctor's free slots (POST /api/doctor-availability, 000 §7): the one query and the one key of the
 * booking panel, the patient's reschedule and the doctor's 'Propose another time' (issue 38), so they
 * share one cache and every change invalidates one root.
 */
export interface FreeSlotsParams {
  doctorId: number;
  type: AppointmentType;
  /** null: today in the clinic's zone (the first call brings the day strip and the clinics). */
  date: string | null;
  clinicId: number | null;
  /** The day strip's page (its first day, from an answer's days_previous/days_next); null: the page holding `date`. */
  daysFrom?: string | null;
}

/** Every availability query of one doctor; a booking, a move, a proposal and a 409 invalidate them all. */
export const availabilityRootKey = (doctorId: number) => [queryRoots.doctor, doctorId, 'availability'] as const;

/** The persister keeps no slots: they change by the minute (query-persister.ts). */
export const isAvailabilityKey = (key: readonly unknown[]) => key[0] === queryRoots.doctor && key[2] === 'availability';

/**
 * Slots change with every booking and with the clock: a short staleTime and a
 * refetch when the tab regains focus keep a slot someone else took from looking free.
 */
export const freeSlotsQueryOptions = (params: FreeSlotsParams) =>
  queryOptions({
    queryKey: [...availabilityRootKey(params.doctorId), params.type, params.date, params.clinicId, params.daysFrom ?? null] as const,
    queryFn: ({ signal }) =>
      apiFetch<AvailabilityData>('/api/doctor-availability', {
        method: 'POST',
        body: { doctor_id: params.doctorId, type: params.type, date: params.date ?? undefined, clinic_id: params.clinicId ?? undefined, days_from: params.daysFrom ?? undefined },
        signal,
      }),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

/** The reschedule pickers: the previous day's slots stay on screen while another day loads. */
export const useFreeSlots = (params: FreeSlotsParams) => useQuery({ ...freeSlotsQueryOptions(params), placeholderData: keepPreviousData });

/** The day strip's earlier and later pages an answer names (issue 39); null at today's page and at the booking horizon. */
export function stripPages(data: AvailabilityData | undefined, go: (daysFrom: string) => void): { previous: (() => void) | null; next: (() => void) | null } {
  const previous = data?.days_previous ?? null;
  const next = data?.days_next ?? null;
  return { previous: previous === null ? null : () => go(previous), next: next === null ? null : () => go(next) };
}

/**
 * The reschedule pickers' slots with a strip that pages to any bookable day, as the booking panel's
 * does: paging only moves the strip, a chosen date keeps its slots below it.
 */
export function usePagedFreeSlots(params: Omit<FreeSlotsParams, 'daysFrom'>) {
  const [daysFrom, setDaysFrom] = useState<string | null>(null);
  const slots = useFreeSlots({ ...params, daysFrom });
  return { slots, pages: stripPages(slots.data, setDaysFrom) };
}
