import { IsolatedMessage, slot } from '../../../components/ui/isolated-message.tsx';
import { useT } from '../../../lib/i18n.ts';
import { ageOn } from '../../../shared/format/age.ts';
import type { BookedForData } from '../../../shared/schemas/booked-for.ts';

/**
 * Under the patient's name of a booking for a family member (issue 41): their age on the booking's
 * date, gender, and who booked ("8 years · Male · Booked by Aisha Karim"). Nothing for the holder's own.
 */
export function BookedForLine({ bookedFor, date }: { bookedFor: BookedForData | null | undefined; date: string }) {
  const t = useT();
  if (!bookedFor) return null;
  const { years, months } = ageOn(bookedFor.dob, date);
  const age = years >= 2 ? t('doctorBookings.ageYears', { years }) : t('doctorBookings.ageMonths', { months });
  return (
    <p data-testid="booked-for" className="text-sm text-slate-600">
      {age} · {t(`ui.gender.${bookedFor.gender}`)} · <span className="font-medium text-slate-700">
        <IsolatedMessage message={t('doctorBookings.bookedBy', { name: slot(0) })} values={[bookedFor.booked_by]} />
      </span>
    </p>
  );
}
