import { lazy, Suspense, useState } from 'react';
import { buttonClass, type ButtonSize } from '../../../components/ui/button-styles.ts';
import { WifiOffIcon } from '../../../components/ui/icons.tsx';
import { useOnline } from '../../../components/ui/offline-banner.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { DoctorNameParts } from '../booking-summary.ts';

// Loaded on the first press: a listing of ten cards should not carry the booking flow.
const BookAppointmentModal = lazy(() => import('./book-appointment-modal.tsx').then((m) => ({ default: m.BookAppointmentModal })));

export interface BookButtonProps {
  doctor: DoctorNameParts;
  /** Open the modal at once (Book Again on a small screen). */
  autoOpen?: boolean;
  size?: ButtonSize;
  className?: string;
  /** The visible text (default 'Book Appointment') and a fuller accessible name, for cards. */
  label?: string;
  ariaLabel?: string;
}

/** 'Book Appointment' opening the booking modal; offline it says booking needs a connection. */
export function BookButton({ doctor, autoOpen = false, size = 'lg', className = '', label, ariaLabel }: BookButtonProps) {
  const t = useT();
  const online = useOnline();
  const [open, setOpen] = useState(autoOpen);
  return (
    <>
      {/* A native button: a listing renders ten of these, and react-aria's press and hover hooks cost a phone ~50 ms each to hydrate. */}
      <button
        type="button"
        disabled={!online}
        onClick={() => setOpen(true)}
        aria-label={online ? ariaLabel : undefined}
        className={buttonClass('primary', size, online ? className : `h-auto! min-h-11 py-2 leading-snug ${className}`)}
      >
        {online ? null : <WifiOffIcon width={18} height={18} />}
        {online ? (label ?? t('booking.bookAppointment')) : t('booking.needsConnection')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BookAppointmentModal doctor={doctor} isOpen onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
