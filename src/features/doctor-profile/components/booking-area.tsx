import { useT } from '../../../lib/i18n.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { BookingPanel } from '../../booking/components/booking-panel.tsx';
import { EnquireNow } from '../../enquiry/components/enquire-now.tsx';
import type { BookingSelection } from '../../booking/booking-selection.ts';
import { WaitlistPrompt } from '../../waitlist/components/waitlist-prompt.tsx';

export const BOOKING_PANEL_ID = 'booking-panel';

/**
 * The right column (000 §2): the booking panel only for a verified doctor, Enquire Now
 * only for an unverified one. One instance serves every screen size (the page's grid
 * moves it), so the panel's state is never split between two copies. `autoBook` is the
 * Book Again cue (`book=1`): the panel scrolls into view and takes focus.
 */
export function BookingArea({ doctor, autoBook, initial }: { doctor: DoctorDetail; autoBook: boolean; initial?: BookingSelection | undefined }) {
  const t = useT();
  if (doctor.verification_badge === 'yes') {
    return (
      <div id={BOOKING_PANEL_ID} data-testid="booking-panel" className="scroll-mt-32 lg:scroll-mt-24">
        <BookingPanel
          doctor={doctor}
          autoOpen={autoBook}
          initial={initial}
          footer={(selection, data) => <WaitlistPrompt doctorId={doctor.id} context={selection} data={data} />}
        />
      </div>
    );
  }
  return (
    <section aria-labelledby="doctor-enquiry" data-testid="enquiry-panel" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="doctor-enquiry" className="text-lg font-bold text-slate-900">
        {t('detail.enquiryHeading')}
      </h2>
      <p className="mt-2 mb-4 text-sm text-slate-600">{t('detail.enquiryText')}</p>
      <EnquireNow doctor={doctor} />
    </section>
  );
}
