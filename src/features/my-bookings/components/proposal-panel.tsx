import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useOnline } from '../../../components/ui/offline-banner.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { MyBookingItem } from '../../../shared/schemas/my-appointments.ts';
import { useAnswerProposal, type AnswerProposalVariables } from '../api/answer-proposal.ts';
import { bookingDate, bookingTime, doctorName } from '../booking-format.ts';

/** When the proposal lapses, on the clinic's clock like the times around it. */
const lapseIn = (timeZone: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
const lapseDay = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });

/**
 * The doctor's 'Propose another time' on the booking it concerns (issue 19): the proposed time,
 * until when it is open, Accept (the booking moves) and Keep My Time (it stays; the doctor is told).
 */
export function ProposalPanel({ item, viewerZone }: { item: MyBookingItem; viewerZone: string }) {
  const t = useT();
  const online = useOnline();
  const answer = useAnswerProposal();
  const [failure, setFailure] = useState<string | null>(null);
  const keys = useRef<Partial<Record<AnswerProposalVariables['answer'], string>>>({});
  const proposal = item.proposal;
  if (!proposal) return null;
  const when = bookingTime(proposal, viewerZone);
  const expires = new Date(proposal.expires_at);
  const title = t('proposal.cardTitle', { doctor: t('bookings.doctorName', { name: doctorName(item.doctor) }) });

  const send = (kind: AnswerProposalVariables['answer']) => {
    keys.current[kind] ??= newIdempotencyKey();
    setFailure(null);
    answer.mutate(
      { proposalId: proposal.id, doctorId: item.doctor.id, answer: kind, idempotencyKey: keys.current[kind] },
      {
        onSuccess: (result) => toast.success(result.message ?? t(kind === 'accept' ? 'proposal.accepted' : 'proposal.declined')),
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };
  const pending = answer.isPending ? answer.variables.answer : null;

  return (
    <section data-testid="proposal-card" aria-label={title} className="mt-4 rounded-xl border border-teal-200 bg-teal-50 p-3 sm:p-4">
      <p className="text-sm font-semibold text-teal-900">{title}</p>
      <p className="mt-1 text-base font-bold text-slate-900">
        {t('proposal.cardWhen', { date: bookingDate(proposal.appointment_date), time: when.zone ? t('bookings.timeWithZone', { time: when.time, zone: when.zone }) : when.time })}
      </p>
      <p className="mt-1 text-xs text-slate-700">
        {t('proposal.cardUntil', {
          date: bookingDate(lapseDay(proposal.time_zone).format(expires)),
          time: when.zone ? t('bookings.timeWithZone', { time: lapseIn(proposal.time_zone).format(expires), zone: when.zone }) : lapseIn(proposal.time_zone).format(expires),
        })}
      </p>
      {failure ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button onPress={() => send('decline')} isDisabled={!online || answer.isPending} className={buttonClass('secondary', 'sm')}>
          {pending === 'decline' ? <Spinner size="sm" decorative /> : null}
          {pending === 'decline' ? t('proposal.declining') : t('proposal.decline')}
        </Button>
        <Button onPress={() => send('accept')} isDisabled={!online || answer.isPending} className={buttonClass('primary', 'sm')}>
          {pending === 'accept' ? <Spinner size="sm" decorative /> : null}
          {pending === 'accept' ? t('proposal.accepting') : t('proposal.accept')}
        </Button>
      </div>
    </section>
  );
}
