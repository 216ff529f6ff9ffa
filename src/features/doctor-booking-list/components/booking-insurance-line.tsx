import { IsolatedMessage, slot } from '../../../components/ui/isolated-message.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { BookingInsurance } from '../../../shared/schemas/patient-insurance.ts';

/** The private card photo of the insurance a booking used, for its own doctor only (the server checks). */
export const bookingCardUrl = (bookingId: number) => `/api/doctor/bookings/${bookingId}/insurance-card`;

/**
 * The insurance a booking carries (issue 41), on the booking list's card and the day view:
 * insurer, network and member number, and the card photo when the patient saved one.
 */
export function BookingInsuranceLine({ bookingId, insurance }: { bookingId: number; insurance: BookingInsurance }) {
  const t = useT();
  return (
    <span data-testid="booking-insurance" className="inline-flex flex-wrap items-baseline gap-x-3">
      <span>
        <IsolatedMessage
          message={t('bookingInsurance.doctorLine', { insurer: slot(0), network: slot(1), number: slot(2) })}
          values={[insurance.insurer, insurance.network ?? insurance.insurer, insurance.member_number]}
        />
      </span>
      {insurance.has_card ? (
        <a href={bookingCardUrl(bookingId)} target="_blank" rel="noopener" className="font-medium text-teal-800 underline">
          {t('bookingInsurance.viewCard')}
        </a>
      ) : null}
    </span>
  );
}
