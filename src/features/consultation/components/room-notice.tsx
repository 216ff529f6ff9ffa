import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ConsultRole } from '../../../shared/schemas/consultation.ts';

/** Back to where this person's bookings are: My Bookings (patients) or the Booking List (doctors). */
export function BackToBookings({ role, variant = 'primary' }: { role: ConsultRole | null; variant?: 'primary' | 'secondary' }) {
  const t = useT();
  return role === 'doctor' ? (
    <Link to="/doctor/booking-list" className={buttonClass(variant)}>
      {t('consult.backToBookingList')}
    </Link>
  ) : (
    <Link to="/my-appointments" className={buttonClass(variant)}>
      {t('consult.backToBookings')}
    </Link>
  );
}

/** A room that cannot be entered (closed, cancelled, not found): what happened and the way back. */
export function RoomNotice({ title, text, role, icon }: { title: string; text?: string; role: ConsultRole | null; icon?: ReactNode }) {
  return (
    <div role="status">
      <EmptyState title={title} description={text} icon={icon} action={<BackToBookings role={role} />} />
    </div>
  );
}
