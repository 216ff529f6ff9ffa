import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { BOOKING_REDIRECT_SECONDS } from '../../../shared/constants.ts';
import type { PendingBooking } from '../booking-summary.ts';

export interface ThankYouModalProps {
  isOpen: boolean;
  summary: PendingBooking | null;
}

/** The thank-you modal (000 §4 step 6): a 5-second countdown to /my-appointments; a click goes at once. */
export function ThankYouModal({ isOpen, summary }: ThankYouModalProps) {
  const t = useT();
  const navigate = useNavigate();
  const gone = useRef(false);
  const go = () => {
    if (gone.current) return;
    gone.current = true;
    void navigate({ to: '/my-appointments' });
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && go()} title={t('booking.thanksTitle')} size="sm">
      {isOpen && summary ? <ThankYouBody summary={summary} onGo={go} /> : null}
    </Modal>
  );
}

function ThankYouBody({ summary, onGo }: { summary: PendingBooking; onGo: () => void }) {
  const t = useT();
  const [seconds, setSeconds] = useState(BOOKING_REDIRECT_SECONDS);
  // The countdown starts once; a re-render of the page must not restart it.
  const latestOnGo = useRef(onGo);
  useEffect(() => {
    latestOnGo.current = onGo;
  });
  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, BOOKING_REDIRECT_SECONDS - Math.floor((Date.now() - startedAt) / 1000));
      setSeconds(left);
      if (left === 0) {
        window.clearInterval(timer);
        latestOnGo.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className="text-center">
      <span aria-hidden="true" className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-teal-100 text-teal-700">
        <CheckIcon width={28} height={28} />
      </span>
      <p className="text-sm text-slate-700">
        {t('booking.thanksText', {
          doctor: t('booking.doctorName', { name: summary.doctorName }),
          date: summary.dateLabel,
          time: t('booking.summary.timeWithZone', { time: summary.timeLabel, zone: summary.zone }),
          email: summary.details.email,
        })}
      </p>
      <p className="mt-3 text-xs font-medium text-slate-600">
        {t('booking.redirecting', { seconds })}
      </p>
      <Button onPress={onGo} className={buttonClass('primary', 'md', 'mt-5 w-full')}>
        {t('booking.goToAppointments')}
      </Button>
    </div>
  );
}
