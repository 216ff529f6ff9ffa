import type { MessageKey } from '../../shared/i18n/en.ts';
import type { AppointmentType } from '../../shared/schemas/booking.ts';

/**
 * What the patient has picked in the booking panel or modal (000 §4 booking
 * steps 1–3). Pure, so the rules of 000 §5 "booking selection" are tested
 * without a browser.
 */
export interface BookingSelection {
  type: AppointmentType;
  date: string | null;
  time: string | null;
  clinicId: number | null;
}

export type SelectionAction =
  | { kind: 'tab'; type: AppointmentType }
  | { kind: 'clinic'; clinicId: number | null }
  | { kind: 'date'; date: string }
  | { kind: 'time'; time: string }
  | { kind: 'clearTime' }
  | { kind: 'reset' };

export const initialSelection: BookingSelection = { type: 'online', date: null, time: null, clinicId: null };

export function selectionReducer(state: BookingSelection, action: SelectionAction): BookingSelection {
  switch (action.kind) {
    case 'tab':
      // Switching tab clears the date, time, slots, fee and clinic (000 §4); slots and fee follow the date.
      return state.type === action.type ? state : { ...initialSelection, type: action.type };
    case 'clinic':
      // Another clinic has other days and slots: the date and time picked for the old one mean nothing.
      return state.clinicId === action.clinicId ? state : { ...state, clinicId: action.clinicId, date: null, time: null };
    case 'date':
      if (state.type === 'offline' && state.clinicId === null) return state;
      return state.date === action.date ? state : { ...state, date: action.date, time: null };
    case 'time':
      return state.date === null ? state : { ...state, time: action.time };
    case 'clearTime':
      return { ...state, time: null };
    case 'reset':
      return { ...initialSelection, type: state.type };
  }
}

/** Choosing a date on the visit tab before a clinic gives the 'Please Select Clinic*' toast (000 §5). */
export const dateNeedsClinic = (state: BookingSelection): boolean => state.type === 'offline' && state.clinicId === null;

/** The Book Appointment button is disabled until date and time (and clinic for visits) are chosen. */
export function canBook(state: BookingSelection): boolean {
  if (state.type === 'offline' && state.clinicId === null) return false;
  return state.date !== null && state.time !== null;
}

/** The detail-page panel says "for booking", the Book Appointment modal "for enquiry" (000 §5). */
export type SelectionWording = 'booking' | 'enquiry';

const wordingKeys: Record<SelectionWording, { date: MessageKey; time: MessageKey }> = {
  booking: { date: 'booking.select.dateBooking', time: 'booking.select.timeBooking' },
  enquiry: { date: 'booking.select.dateEnquiry', time: 'booking.select.timeEnquiry' },
};

/** The message for the first thing still missing, or null when the selection can be booked. */
export function selectionMessage(state: BookingSelection, wording: SelectionWording): MessageKey | null {
  if (state.type === 'offline' && state.clinicId === null) return 'booking.error.clinicRequired';
  if (state.date === null) return wordingKeys[wording].date;
  if (state.time === null) return wordingKeys[wording].time;
  return null;
}

/** Tab labels: CONSULT ONLINE / VISIT DOCTOR on the detail page, VIRTUAL / DOCTOR VISIT in the modal (000 §2). */
export const tabLabels: Record<SelectionWording, Record<AppointmentType, MessageKey>> = {
  booking: { online: 'booking.tab.consultOnline', offline: 'booking.tab.visitDoctor' },
  enquiry: { online: 'booking.tab.virtual', offline: 'booking.tab.doctorVisit' },
};
