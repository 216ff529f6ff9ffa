import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { CancelReasonFields, useCancelReasonForm } from '../../../components/cancel-reason/cancel-reason-fields.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { formatDateLong } from '../../../shared/format/date-long.ts';
import { formatTime12 } from '../../../shared/format/time.ts';
import type { LinkBooking } from '../../../shared/schemas/reschedule.ts';
import { zoneName } from '../../../shared/slots/zone-label.ts';
import { useAppointmentLink, useAppointmentLinkAction, useLinkChoices } from '../api/appointment-link.ts';
import { RescheduleForm } from './reschedule-form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

const whenOf = (booking: Pick<LinkBooking, 'appointment_date' | 'appointment_time' | 'time_zone' | 'starts_at'>) => ({
  date: formatDateLong(booking.appointment_date),
  time: formatTime12(booking.appointment_time),
  zone: zoneName(booking.time_zone, new Date(booking.starts_at)),
});

/**
 * /appointment-link?token=…: a reminder's one-tap Confirm, Cancel or Reschedule (issue 19), or the
 * Accept of a time the doctor proposed,
 * without signing in. The token names the booking and the one thing it may do.
 */
export function AppointmentLinkPage({ token }: { token: string }) {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title: t('linkPage.title') }));
  const link = useAppointmentLink(token);
  const action = useAppointmentLinkAction(token);
  const [done, setDone] = useState<string | null>(null);
  const failure = action.error ? (errorMessage(action.error)) : null;
  const preview = link.data;
  const heading = preview ? t(`linkPage.heading.${preview.action}`) : t('linkPage.title');

  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title={heading} breadcrumb={false} />
      {link.isPending ? (
        <LinkLoading />
      ) : link.isError || !preview ? (
        <LinkFailed error={link.error} />
      ) : (
        <div className="space-y-5">
          <BookingSummary booking={preview.appointment} />
          {done ? (
            <Outcome tone="success" text={done} />
          ) : preview.action === 'confirm' ? (
            <div className="space-y-3">
              {failure ? <ErrorNote text={failure} /> : null}
              <Button
                onPress={() =>
                  action.mutate(
                    { action: 'confirm', token, appointment_id: preview.appointment.id },
                    { onSuccess: () => setDone(t('linkPage.confirmed')) },
                  )
                }
                isDisabled={action.isPending}
                className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
              >
                {action.isPending ? <Spinner size="sm" decorative /> : null}
                {action.isPending ? t('linkPage.confirming') : t('linkPage.confirm')}
              </Button>
            </div>
          ) : preview.action === 'accept' && preview.proposal ? (
            <div className="space-y-3">
              <p data-testid="link-proposed-when" className="rounded-2xl bg-teal-50 px-4 py-3 text-base font-semibold text-teal-900">
                {t('linkPage.proposedWhen', whenOf(preview.proposal))}
              </p>
              {failure ? <ErrorNote text={failure} /> : null}
              <Button
                onPress={() =>
                  action.mutate(
                    { action: 'accept', token, appointment_id: preview.appointment.id },
                    { onSuccess: (result) => setDone(t('linkPage.moved', whenOf(result.appointment))) },
                  )
                }
                isDisabled={action.isPending}
                className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
              >
                {action.isPending ? <Spinner size="sm" decorative /> : null}
                {action.isPending ? t('proposal.accepting') : t('linkPage.accept')}
              </Button>
            </div>
          ) : preview.action === 'cancel' ? (
            <CancelByLink
              pending={action.isPending}
              failure={failure}
              onSubmit={(reason, description) =>
                action.mutate(
                  { action: 'cancel', token, appointment_id: preview.appointment.id, cancel_reason: reason, cancel_description: description },
                  { onSuccess: () => setDone(t('linkPage.cancelled')) },
                )
              }
            />
          ) : (
            <RescheduleForm
              booking={{ doctorId: preview.appointment.doctor_id, type: preview.appointment.appointment_type, clinicId: preview.appointment.clinic_id }}
              pending={action.isPending}
              failure={failure}
              onSubmit={(date, time) =>
                action.mutate(
                  { action: 'reschedule', token, appointment_id: preview.appointment.id, appointment_date: date, appointment_time: time },
                  { onSuccess: (result) => setDone(t('linkPage.moved', whenOf(result.appointment))) },
                )
              }
            />
          )}
          {done ? (
            <div className="flex flex-wrap gap-3">
              <Link to="/my-appointments" className={buttonClass('secondary')}>
                {t('linkPage.myBookings')}
              </Link>
            </div>
          ) : null}
        </div>
      )}
    </PageContainer>
  );
}

const CHOICE_LABELS = { confirm: 'linkPage.confirm', reschedule: 'reschedule.button', cancel: 'bookings.cancelBooking', accept: 'linkPage.accept' } as const;

/**
 * /appointment-link?code=…: a reminder SMS's one short link (issue 42). The booking, the way there
 * (directions or the video room) and a button per one-tap link that still works; each opens that
 * link's own page above, so Confirm, Reschedule and Cancel behave exactly as from the mail.
 */
export function LinkChoicesPage({ code }: { code: string }) {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title: t('linkPage.title') }));
  const choices = useLinkChoices(code);
  const data = choices.data;
  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title={t('linkPage.title')} breadcrumb={false} />
      {choices.isPending ? (
        <LinkLoading />
      ) : choices.isError || !data ? (
        <LinkFailed error={choices.error} />
      ) : (
        <div className="space-y-5" data-testid="link-choices">
          <BookingSummary booking={data.appointment} />
          {data.directions_url || data.video_path ? (
            <div className="flex flex-wrap gap-3">
              {data.directions_url ? (
                <a href={data.directions_url} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
                  {t('detail.getDirections')}
                </a>
              ) : null}
              {data.video_path ? (
                <Link to="/consult/$room" params={{ room: data.video_path.split('/').pop() ?? '' }} className={buttonClass('secondary')}>
                  {t('bookings.joinCall')}
                </Link>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {data.links.map((link) => (
              <Link
                key={link.action}
                to="/appointment-link"
                search={{ token: link.token }}
                className={buttonClass(link.action === 'cancel' ? 'danger' : link.action === 'confirm' ? 'primary' : 'secondary', 'md', 'w-full sm:w-auto')}
              >
                {t(CHOICE_LABELS[link.action])}
              </Link>
            ))}
          </div>
        </div>
      )}
    </PageContainer>
  );
}

const LinkLoading = () => (
  <div className="flex justify-center py-12">
    <Spinner />
  </div>
);

/** A link that cannot be used (used, expired, the booking moved or cancelled): why, and the booking's own place, My Bookings (issue 42). */
function LinkFailed({ error }: { error: unknown }) {
  const t = useT();
  return (
    <div className="space-y-5">
      <Outcome tone="error" title={t('linkPage.loadFailed')} text={errorMessage(error)} />
      <div className="flex flex-wrap gap-3">
        <Link to="/my-appointments" className={buttonClass('secondary')}>
          {t('linkPage.myBookings')}
        </Link>
      </div>
    </div>
  );
}

function BookingSummary({ booking }: { booking: LinkBooking }) {
  const t = useT();
  const when = whenOf(booking);
  return (
    <section aria-label={t('linkPage.title')} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="text-base font-semibold text-slate-900">
        {t('linkPage.with', { type: t(booking.appointment_type === 'online' ? 'booking.type.online' : 'booking.type.offline'), doctor: booking.doctor_name })}
      </p>
      <p data-testid="link-booking-when" className="mt-1 text-sm text-slate-700">
        {t('linkPage.when', when)}
      </p>
      {booking.appointment_type === 'offline' ? <p className="mt-1 text-sm text-slate-600">{booking.where}</p> : null}
    </section>
  );
}

function Outcome({ tone, title, text }: { tone: 'success' | 'error'; title?: string; text: string }) {
  return (
    <div role="status" className={`rounded-2xl px-4 py-4 text-sm ${tone === 'success' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className={title ? 'mt-1' : 'font-medium'}>{text}</p>
    </div>
  );
}

const ErrorNote = ({ text }: { text: string }) => (
  <FormAlert>{text}</FormAlert>
);

function CancelByLink({ pending, failure, onSubmit }: { pending: boolean; failure: string | null; onSubmit: (reason: string, description: string) => void }) {
  const t = useT();
  const form = useCancelReasonForm();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // The app's own rules ('Reason is required*', 'description is required*').
    const draft = form.validate();
    if (draft) onSubmit(draft.reason, draft.description);
  };
  return (
    <Form onSubmit={submit} validationBehavior="aria" className="space-y-4">
      <CancelReasonFields form={form} />
      {failure ? <ErrorNote text={failure} /> : null}
      <div className="flex justify-end">
        <Button type="submit" isDisabled={pending} className={buttonClass('danger')}>
          {pending ? <Spinner size="sm" decorative /> : null}
          {pending ? t('cancelModal.submitting') : t('cancelModal.confirm')}
        </Button>
      </div>
    </Form>
  );
}
