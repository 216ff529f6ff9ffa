import { LoginDialogProvider } from '../../components/login-dialog.tsx';
import { useT } from '../../lib/i18n.ts';
import type { DoctorDetail } from '../../shared/schemas/doctor.ts';
import { renderOtpLoginDialog } from '../../features/auth/components/render-otp-login-dialog.tsx';
import { BookingPanel } from '../../features/book-appointment/components/booking-panel.tsx';
import type { BookingSelection } from '../../features/book-appointment/booking-selection.ts';
import { WaitlistPrompt } from '../../features/waitlist/components/waitlist-prompt.tsx';
import { BOOKING_PANEL_ID } from '../../features/doctor-page/components/mobile-book-bar.tsx';
import { EnquireNow } from '../../features/enquiry/components/enquire-now.tsx';

/**
 * The right column (000 §2): the booking panel only for a verified doctor, Enquire Now
 * only for an unverified one. One instance serves every screen size (the page's grid
 * moves it), so the panel's state is never split between two copies. `autoBook` is the
 * Book Again cue (`book=1`): the panel scrolls into view and takes focus. Composed here
 * because the doctor's page, booking and enquiry are three features; a guest signs
 * in through auth's dialog.
 */
export function BookingArea({
  doctor,
  autoBook,
  initial,
  initialFor = null,
}: {
  doctor: DoctorDetail;
  autoBook: boolean;
  initial?: BookingSelection | undefined;
  /** Whom the booking is for at first (`for`, issue 41); null: the account holder. */
  initialFor?: number | null;
}) {
  const t = useT();
  return (
    <LoginDialogProvider value={renderOtpLoginDialog}>
      {doctor.verification_badge === 'yes' ? (
        <div id={BOOKING_PANEL_ID} data-testid="booking-panel" className="scroll-mt-32 lg:scroll-mt-24">
          <BookingPanel
            doctor={doctor}
            autoOpen={autoBook}
            initial={initial}
            initialFor={initialFor}
            footer={(selection, data) => <WaitlistPrompt doctorId={doctor.id} context={selection} data={data} />}
          />
        </div>
      ) : (
        <section aria-labelledby="doctor-enquiry" data-testid="enquiry-panel" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="doctor-enquiry" className="text-lg font-bold text-slate-900">
            {t('detail.enquiryHeading')}
          </h2>
          <p className="mt-2 mb-4 text-sm text-slate-600">{t('detail.enquiryText')}</p>
          <EnquireNow doctor={doctor} />
        </section>
      )}
    </LoginDialogProvider>
  );
}
