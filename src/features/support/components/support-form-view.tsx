import { useRef, useState, type FormEvent } from 'react';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { SUPPORT_DESCRIPTION_MAX, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_SUBJECT_MAX } from '../../../shared/constants.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSendSupportRequest } from '../api/send-support.ts';
import { supportFormErrors } from '../support-form.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

type Field = 'subject' | 'description';

/** Support (001 §2): Subject and Description ('450 words' hint); Submit stores the request and confirms. */
export function SupportFormView() {
  const t = useT();
  const [values, setValues] = useState({ subject: '', description: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // One key per request: a retry after a lost answer does not file it twice.
  const key = useRef(newIdempotencyKey());
  const send = useSendSupportRequest();

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = supportFormErrors(values);
    setErrors(found);
    if (found.subject || found.description) return;
    send.mutate(
      { body: values, idempotencyKey: key.current },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('support.sent'));
          setValues({ subject: '', description: '' });
          key.current = newIdempotencyKey();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors);
          toast.error(errorMessage(failure));
        },
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr]">
      <form noValidate onSubmit={submit} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="text-sm text-slate-600">{t('support.form.intro')}</p>
        <TextField
          label={t('support.form.subject')}
          value={values.subject}
          onChange={(value) => set('subject', value)}
          errorMessage={errors.subject}
          maxLength={SUPPORT_SUBJECT_MAX}
          showRequired
        />
        <TextField
          label={t('support.form.description')}
          value={values.description}
          onChange={(value) => set('description', value)}
          errorMessage={errors.description}
          description={t('support.form.hint')}
          maxLength={SUPPORT_DESCRIPTION_MAX}
          rows={7}
          showRequired
        />
        <SubmitButton wide busy={send.isPending} busyLabel={t('support.form.sending')}>
          {t('support.form.submit')}
        </SubmitButton>
      </form>
      <aside className="h-fit space-y-3 rounded-2xl bg-gradient-to-br from-teal-700 to-teal-900 p-6 text-white shadow-sm">
        <span className="flex size-11 items-center justify-center rounded-full bg-white/10">
          <MailIcon width={22} height={22} />
        </span>
        <p className="text-lg font-semibold">{t('home.help.title')}</p>
        <p className="text-sm text-teal-50">{t('home.help.text')}</p>
        <ul className="space-y-2 text-sm font-medium">
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="rounded underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-white">
              <span className="sr-only">{t('home.help.email')} </span>
              {SUPPORT_EMAIL}
            </a>
          </li>
          <li>
            <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`} dir="ltr" className="rounded underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-white">
              <span className="sr-only">{t('home.help.phone')} </span>
              {SUPPORT_PHONE}
            </a>
          </li>
        </ul>
      </aside>
    </div>
  );
}
