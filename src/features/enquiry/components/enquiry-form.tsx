import { useRef, useState, type FormEvent } from 'react';
import { Button, Form, Label, Text, TextArea, TextField } from 'react-aria-components';
import { buttonClass, fieldClass, labelClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { ENQUIRY_MAX_CHARS } from '../../../shared/constants.ts';
import { formatTime12 } from '../../../shared/format/time.ts';
import { enquiryDates, enquirySlots } from '../../../shared/slots/enquiry-slots.ts';
import { zoneLabel } from '../../../shared/slots/zone-label.ts';
import { localNow } from '../../../shared/slots/zoned-time.ts';
import { LoginDialog } from '../../../components/login-dialog.tsx';
import { DateStrip } from '../../../components/slot-picker/date-strip.tsx';
import { SlotGrid } from '../../../components/slot-picker/slot-grid.tsx';
import { longDate, viewerTimeZone } from '../../../lib/date-labels.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSendEnquiry } from '../api/send-enquiry.ts';
import { enquiryBodyOf, enquiryProblem, keyFor } from '../enquiry-form.ts';
import { useNow } from '../use-now.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

export interface EnquiryFormProps {
  doctorId: number;
  /** 'Amira Haddad': names the enquiry in the pending list if it has to wait for the network. */
  doctorName: string;
  /** The doctor's zone: the dates and times offered are their wall clock. */
  timeZone: string;
  onSent: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** The content of 'Select Preferred Time Slot' (000 §5, 001 §2): date strip, half-hour slots, message, send. */
export function EnquiryForm({ doctorId, doctorName, timeZone, onSent, onBusyChange }: EnquiryFormProps) {
  const t = useT();
  const session = useSession();
  const now = useNow();
  const send = useSendEnquiry();
  const patient = session?.userType === 'user';
  const dates = enquiryDates(now, timeZone);
  const today = localNow(now, timeZone).date;
  const [date, setDate] = useState<string>(dates[0]!);
  const [pickedTime, setTime] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const lastKey = useRef<{ key: string; fingerprint: string } | null>(null);

  const slots = enquirySlots(date, now, timeZone);
  // A slot of today that has just passed is no longer a choice.
  const time = pickedTime !== null && slots.some((slot) => slot.time === pickedTime) ? pickedTime : null;
  const zone = zoneLabel(timeZone, viewerTimeZone(), now);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const draft = { doctorId, date, time, message };
    const problem = enquiryProblem(draft, patient);
    if (problem) {
      setError(t(problem));
      if (problem === 'enquiry.loginRequired') setLoginOpen(true);
      return;
    }
    const body = enquiryBodyOf(draft)!;
    lastKey.current = keyFor(body, lastKey.current, newIdempotencyKey);
    setError(null);
    onBusyChange(true);
    send.mutate(
      {
        body,
        idempotencyKey: lastKey.current.key,
        label: t('offline.label.enquiry', { doctor: doctorName, date: longDate(body.preferred_date), time: formatTime12(body.preferred_time) }),
        userId: session!.userId,
      },
      {
        onSuccess: (result) => {
          // Offline: queued with its key, sent when the network is back (DESIGN §6).
          if (result.status === 'queued') toast.info(t('offline.savedForLater'));
          else toast.success(result.message ?? t('enquiry.sent'));
          onSent();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 401) setLoginOpen(true);
          setError(errorMessage(failure));
        },
        onSettled: () => onBusyChange(false),
      },
    );
  };

  return (
    <Form onSubmit={submit} className="space-y-5">
      {patient ? null : (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">{t('enquiry.loginRequired')}</p>
          <Button onPress={() => setLoginOpen(true)} className={buttonClass('primary', 'sm', 'mt-3')}>
            {t('auth.login')}
          </Button>
        </div>
      )}
      <DateStrip
        label={t('enquiry.dateLabel')}
        days={dates.map((value) => ({ day: '', date: value, status: true }))}
        value={date}
        onChange={(value) => {
          setDate(value);
          setTime(null);
          setError(null);
        }}
      />
      {slots.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-center text-sm font-medium text-slate-700">
          {date === today ? t('enquiry.noSlotsToday') : t('enquiry.error.dateTimeRequired')}
        </p>
      ) : (
        <SlotGrid
          label={t('enquiry.timeLabel')}
          slots={slots}
          value={time}
          onChange={(value) => {
            setTime(value);
            setError(null);
          }}
          note={zone ? t('slots.zoneNote', { zone }) : null}
          wide
        />
      )}
      <TextField value={message} onChange={(value) => setMessage(value.slice(0, ENQUIRY_MAX_CHARS))} maxLength={ENQUIRY_MAX_CHARS} className="flex flex-col">
        <Label className={labelClass}>{t('enquiry.messageLabel')}</Label>
        <TextArea rows={4} placeholder={t('enquiry.messagePlaceholder')} className={`${fieldClass} h-auto min-h-24 py-2.5`} />
        <Text slot="description" className="mt-1 self-end text-xs text-slate-600">
          {t('enquiry.counter', { count: message.length, max: ENQUIRY_MAX_CHARS })}
        </Text>
      </TextField>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" isDisabled={send.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {send.isPending ? (
          <>
            <Spinner size="sm" decorative />
            {t('enquiry.sending')}
          </>
        ) : (
          t('enquiry.submit')
        )}
      </Button>
      <LoginDialog
        isOpen={loginOpen}
        onClose={() => setLoginOpen(false)}
        title={t('booking.loginTitle')}
        intro={t('enquiry.loginRequired')}
        onSuccess={() => {
          setLoginOpen(false);
          setError(null);
        }}
      />
    </Form>
  );
}
