import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { setSession, useSession } from '../../lib/session.ts';
import { toast } from '../../components/ui/toast.ts';
import { useOnline } from '../../components/ui/offline-banner.tsx';
import type { AppointmentData, AvailabilityData, BookingDetails } from '../../shared/schemas/booking.ts';
import { useAddAppointment } from './api/add-appointment.ts';
import { useAvailability } from './api/doctor-availability.ts';
import { stripPages } from '../../lib/free-slots.ts';
import { canBook, dateNeedsClinic, initialSelection, selectionReducer, type BookingSelection, type SelectionAction } from './booking-selection.ts';
import { pendingBooking, type DoctorNameParts, type PendingBooking } from './booking-summary.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import * as queryRoots from '../../lib/query-keys.ts';
import { splitFullName } from '../../shared/format/display-name.ts';

export type BookingStep = 'select' | 'login' | 'details' | 'confirm' | 'thanks';

const DETAIL_FIELDS = ['name', 'email', 'phone', 'description'] as const;
const SELECTION_FIELDS = ['appointment_date', 'appointment_time', 'clinic_id'] as const;

/**
 * The whole booking journey of 000 §4 for one doctor: the selection (tab,
 * clinic, date, time), the login, details, confirmation and thank-you steps,
 * and the one Idempotency-Key of each confirmation. The panel and the modal
 * variant share it; only their wording differs.
 */
export function useBookingFlow(doctor: DoctorNameParts, initial: BookingSelection = initialSelection, initialFor: number | null = null) {
  const t = useT();
  const session = useSession();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [raw, dispatchRaw] = useReducer(selectionReducer, initial);
  const [step, setStep] = useState<BookingStep>('select');
  const [pending, setPending] = useState<(PendingBooking & { idempotencyKey: string }) | null>(null);
  const [detailErrors, setDetailErrors] = useState<Record<string, string>>({});
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ appointment: AppointmentData; summary: PendingBooking } | null>(null);
  const mutation = useAddAppointment(doctor.id);

  // The strip's page the patient moved to (issue 39); null: the page holding the chosen date (a deep
  // link's day 10 opens on its week), else today's. A new tab or clinic starts from today again.
  const [daysFrom, setDaysFrom] = useState<string | null>(null);
  const availability = useAvailability({ doctorId: doctor.id, type: raw.type, date: raw.date, clinicId: raw.clinicId, daysFrom });
  const data: AvailabilityData | undefined = availability.data;
  // The server chooses a doctor's only clinic itself and answers it as clinic_id: the panel follows
  // that answer (not a copy of the rule). A placeholder kept from another clinic's answer does not count.
  const onlyClinic =
    raw.type === 'offline' && raw.clinicId === null && !availability.isPlaceholderData ? (data?.clinic_id ?? null) : null;
  const selection: BookingSelection = onlyClinic === null ? raw : { ...raw, clinicId: onlyClinic };

  const dispatch = (action: SelectionAction) => {
    if (action.kind === 'date' && dateNeedsClinic(selection)) {
      toast.error(t('booking.select.clinicFirst'));
      return;
    }
    if (onlyClinic !== null && action.kind === 'date') dispatchRaw({ kind: 'clinic', clinicId: onlyClinic });
    if (action.kind === 'tab' || action.kind === 'clinic' || action.kind === 'reset') setDaysFrom(null);
    dispatchRaw(action);
  };

  /**
   * Earlier and later days: the pages the answer shown names (null at today's and at the booking
   * horizon's). Paging only moves the view: a date and time already chosen stay chosen.
   */
  const pages = stripPages(data, setDaysFrom);

  /** Book Appointment: a guest signs in first; the selection stays as it is. */
  const start = () => {
    if (!online) {
      toast.error(t('booking.needsConnection'));
      return;
    }
    if (!canBook(selection)) return;
    setDetailErrors({});
    setStep(session?.userType === 'user' ? 'details' : 'login');
  };

  const submitDetails = (details: BookingDetails & { save_name?: boolean }) => {
    const next = pendingBooking(doctor, selection, data, details);
    if (!next) {
      setStep('select');
      return;
    }
    // One key per confirmation: pressing Confirm again after a lost answer books once.
    setPending({ ...next, idempotencyKey: newIdempotencyKey() });
    setConfirmError(null);
    setStep('confirm');
  };

  const backToSlots = (message: string) => {
    toast.error(message);
    dispatchRaw({ kind: 'clearTime' });
    setStep('select');
  };

  const confirm = () => {
    if (!pending || mutation.isPending) return;
    if (!online) {
      setConfirmError(t('booking.needsConnection'));
      return;
    }
    setConfirmError(null);
    mutation.mutate(
      { body: pending.body, idempotencyKey: pending.idempotencyKey },
      {
        onSuccess: (result) => {
          // The server kept the booking's name on the nameless account: greet the patient by it at once.
          if (pending.body.save_name && session?.userType === 'user') {
            const { first, last } = splitFullName(pending.body.name);
            setSession({ ...session.user, first_name: first, last_name: last });
            void queryClient.invalidateQueries({ queryKey: [queryRoots.myProfile] });
          }
          setBooked({ appointment: result.appointment, summary: pending });
          setPending(null);
          setDaysFrom(null);
          dispatchRaw({ kind: 'reset' });
          setStep('thanks');
        },
        onError: (error) => {
          if (!isApiError(error)) return setConfirmError(t('common.serverError'));
          // The slot was just taken: back to the slots, which onSettled refetches.
          if (error.status === 409) return backToSlots(error.message);
          if (error.status === 401) return setStep('login');
          const fields = error.errors ?? {};
          if (error.status === 400 && SELECTION_FIELDS.some((field) => fields[field])) return backToSlots(error.message);
          if (error.status === 400 && DETAIL_FIELDS.some((field) => fields[field])) {
            setDetailErrors(fields);
            return setStep('details');
          }
          setConfirmError(error.message);
        },
      },
    );
  };

  return {
    doctor,
    /** Whom the details step starts on (issue 41): null, the account holder. */
    initialFor,
    selection,
    dispatch,
    pages,
    availability,
    data,
    online,
    step,
    setStep,
    start,
    onLoggedIn: () => setStep('details'),
    submitDetails,
    detailErrors,
    pending,
    confirm,
    confirmError,
    submitting: mutation.isPending,
    booked,
    /** Closing the Book Appointment modal resets date, time, slots, fees and clinic (000 §4). */
    reset: () => {
      setDaysFrom(null);
      dispatchRaw({ kind: 'reset' });
      setStep('select');
    },
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
