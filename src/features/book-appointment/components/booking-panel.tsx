import { useEffect, useId, useRef, type ReactNode } from 'react';
import { keepInView } from '../keep-in-view.ts';
import { useT } from '../../../lib/i18n.ts';
import type { AvailabilityData } from '../../../shared/schemas/booking.ts';
import type { BookingSelection } from '../booking-selection.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { useBookingFlow } from '../use-booking-flow.ts';
import { BookingFlowModals } from './booking-flow-modals.tsx';
import { BookingPicker } from './booking-picker.tsx';

export interface BookingPanelProps {
  doctor: Pick<DoctorDetail, 'id' | 'first_name' | 'last_name' | 'verification_badge'>;
  /** Book Again (`book=1`): bring the panel into view and put focus on it. */
  autoOpen?: boolean;
  /** A time to start from (a waitlist offer's 'Book this time'): tab, clinic, date and time picked. */
  initial?: BookingSelection | undefined;
  /** Whom the booking is for at first ('Book again' on a family member's booking, their waitlist offer): null, the holder. */
  initialFor?: number | null | undefined;
  /** Shown under the picker with what it shows (the page adds the waitlist prompt here). */
  footer?: (selection: BookingSelection, data: AvailabilityData | undefined) => ReactNode;
}

/** The booking panel of the doctor detail page (000 §2): verified doctors only. */
export function BookingPanel(props: BookingPanelProps) {
  // Unverified doctors cannot be booked: they get Enquire Now instead, and no availability call.
  return props.doctor.verification_badge === 'yes' ? <VerifiedBookingPanel {...props} /> : null;
}

function VerifiedBookingPanel({ doctor, autoOpen = false, initial, initialFor = null, footer }: BookingPanelProps) {
  const t = useT();
  const flow = useBookingFlow(doctor, initial, initialFor);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = panel.current;
    if (!autoOpen || !element) return;
    element.focus({ preventScroll: true });
    return keepInView(element);
  }, [autoOpen]);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="scroll-mt-32 rounded-2xl lg:scroll-mt-24 border border-slate-200 bg-white p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
    >
      <h2 id={titleId} className="mb-4 text-lg font-bold text-slate-900">
        {t('booking.bookAppointment')}
      </h2>
      <BookingPicker flow={flow} wording="booking" />
      {footer?.(flow.selection, flow.data)}
      <BookingFlowModals flow={flow} />
    </section>
  );
}
