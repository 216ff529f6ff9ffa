import { useRef, useState, type FormEvent } from 'react';
import { Button, Form, Label, Radio, RadioGroup, Text, TextArea, TextField } from 'react-aria-components';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { buttonClass, fieldClass, labelClass } from '../../../components/ui/button-styles.ts';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { REVIEW_MAX_CHARS } from '../../../shared/constants.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useAddReview } from '../api/add-review.ts';
import { clampReview, initialDraft, reviewBody, reviewKeyFor, reviewProblem, type ReviewDraft } from '../review-draft.ts';
import { StarPicker } from './star-picker.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

export interface ReviewedDoctor {
  id: number;
  /** 'Dr. Amira Haddad'. */
  name: string;
  speciality: string;
  photoUrl: string | null;
}

export interface WriteReviewPageProps {
  doctor: ReviewedDoctor;
  /** The booking the review is for, when the patient came from one (else the server picks it). */
  appointmentId?: number;
  /** After success: the doctor's page, where the review shows. */
  onDone: () => void;
  onCancel: () => void;
}

const choiceClass =
  'flex h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-700 outline-none transition-colors ' +
  'data-[hovered]:bg-slate-50 data-[selected]:border-teal-700 data-[selected]:bg-teal-700 data-[selected]:text-white data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 data-[focus-visible]:ring-offset-2';

/** Write a Review (001 §2, §5): stars, text with a counter, recommend yes or no. */
export function WriteReviewPage({ doctor, appointmentId, onDone, onCancel }: WriteReviewPageProps) {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title: t('page.review.title') }));
  const add = useAddReview();
  const [draft, setDraft] = useState<ReviewDraft>(initialDraft);
  const [textError, setTextError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lastKey = useRef<{ key: string; fingerprint: string } | null>(null);
  const [photoFailed, setPhotoFailed] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const problem = reviewProblem(draft);
    setTextError(problem);
    if (problem) return;
    const body = reviewBody(draft, doctor.id, appointmentId);
    lastKey.current = reviewKeyFor(body, lastKey.current, newIdempotencyKey);
    setFailure(null);
    add.mutate(
      { body, idempotencyKey: lastKey.current.key },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? t('review.added'));
          onDone();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <PageContainer>
      <PageHeader title={t('page.review.title')} />
      <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="mb-6 flex items-center gap-4 border-b border-slate-100 pb-5">
          {doctor.photoUrl && !photoFailed ? (
            <img src={doctor.photoUrl} alt="" onError={() => setPhotoFailed(true)} className="h-16 w-16 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover" />
          ) : (
            <span aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
              <UserIcon width={30} height={30} strokeWidth={1.5} />
            </span>
          )}
          <div className="min-w-0">
            <p className="text-lg font-semibold text-slate-900">{doctor.name}</p>
            {doctor.speciality ? <p className="text-sm text-slate-600">{doctor.speciality}</p> : null}
            <p className="mt-1 text-sm text-slate-600">{t('reviewForm.intro', { doctor: doctor.name })}</p>
          </div>
        </div>
        <Form onSubmit={submit} validationBehavior="aria" className="space-y-6">
          <StarPicker value={draft.stars} onChange={(stars) => setDraft((prev) => ({ ...prev, stars }))} />
          <TextField
            value={draft.review}
            onChange={(value) => {
              setDraft((prev) => ({ ...prev, review: clampReview(value) }));
              setTextError(null);
            }}
            maxLength={REVIEW_MAX_CHARS}
            isRequired
            isInvalid={Boolean(textError)}
            className="flex flex-col"
          >
            <Label className={labelClass}>{t('reviewForm.text')}</Label>
            <TextArea rows={6} placeholder={t('reviewForm.textPlaceholder')} className={`${fieldClass} h-auto min-h-32 py-2.5`} />
            <div className="mt-1 flex items-start justify-between gap-3">
              <span role="alert" className="text-xs font-medium text-red-700">
                {textError}
              </span>
              <Text slot="description" className="shrink-0 text-xs text-slate-600">
                {t('reviewForm.counter', { count: draft.review.length, max: REVIEW_MAX_CHARS })}
              </Text>
            </div>
          </TextField>
          <RadioGroup
            value={draft.recommend}
            onChange={(value) => setDraft((prev) => ({ ...prev, recommend: value === 'no' ? 'no' : 'yes' }))}
            orientation="horizontal"
            className="flex flex-col"
          >
            <Label className={labelClass}>{t('reviewForm.recommend')}</Label>
            <div className="flex gap-3">
              <Radio value="yes" className={choiceClass}>
                {t('reviewForm.yes')}
              </Radio>
              <Radio value="no" className={choiceClass}>
                {t('reviewForm.no')}
              </Radio>
            </div>
          </RadioGroup>
          <FormAlert>{failure}</FormAlert>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Button onPress={onCancel} isDisabled={add.isPending} className={buttonClass('secondary', 'md')}>
              {t('reviewForm.cancel')}
            </Button>
            <Button type="submit" isDisabled={add.isPending} className={buttonClass('primary', 'md', 'sm:min-w-40')}>
              {add.isPending ? <Spinner size="sm" decorative /> : null}
              {add.isPending ? t('reviewForm.submitting') : t('reviewForm.submit')}
            </Button>
          </div>
        </Form>
      </div>
    </PageContainer>
  );
}
