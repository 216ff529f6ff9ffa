import { useState } from 'react';
import { FieldError, Label, TextArea, TextField } from 'react-aria-components';
import { fieldClass, labelClass } from '../ui/button-styles.ts';
import { SelectField } from '../ui/select-field.tsx';
import { useT } from '../../lib/i18n.ts';
import { CANCEL_DESCRIPTION_MAX } from '../../shared/constants.ts';
import { CANCEL_REASONS, cancelErrors, type CancelDraft, type CancelErrors } from './cancel-reason.ts';

/**
 * The reason and description of a cancellation (001 §2), both required: My Bookings' modal and
 * a reminder's Cancel link use the same fields. Editing a field clears its error.
 */
export function CancelReasonFields({ form: { draft, errors, change } }: { form: CancelReasonForm }) {
  const t = useT();
  return (
    <>
      <SelectField
        label={t('cancelModal.reason')}
        placeholder={t('cancelModal.reasonPlaceholder')}
        options={CANCEL_REASONS.map((key) => ({ id: t(key), label: t(key) }))}
        value={draft.reason || null}
        onChange={(value) => change('reason', value === null ? '' : String(value))}
        isRequired
        errorMessage={errors.reason}
      />
      <TextField
        value={draft.description}
        onChange={(description) => change('description', description)}
        maxLength={CANCEL_DESCRIPTION_MAX}
        isRequired
        isInvalid={Boolean(errors.description)}
        className="flex flex-col"
      >
        <Label className={labelClass}>{t('cancelModal.description')}</Label>
        <TextArea rows={4} placeholder={t('cancelModal.descriptionPlaceholder')} className={`${fieldClass} h-auto min-h-24 py-2.5`} />
        <FieldError className="mt-1 text-xs font-medium text-red-700">{errors.description}</FieldError>
      </TextField>
    </>
  );
}

export interface CancelReasonForm {
  draft: CancelDraft;
  errors: CancelErrors;
  change: (field: keyof CancelDraft, value: string) => void;
  /** The trimmed draft when both fields are filled; otherwise shows the errors and answers null. */
  validate: () => CancelDraft | null;
}

/** The state of CancelReasonFields: the draft, its errors (cleared per field on edit) and the check. */
export function useCancelReasonForm(): CancelReasonForm {
  const [draft, setDraft] = useState<CancelDraft>({ reason: '', description: '' });
  const [errors, setErrors] = useState<CancelErrors>({});
  return {
    draft,
    errors,
    change: (field, value) => {
      setDraft((prev) => ({ ...prev, [field]: value }));
      setErrors((prev) => ({ ...prev, [field]: undefined }));
    },
    validate: () => {
      const found = cancelErrors(draft);
      setErrors(found);
      return found.reason || found.description ? null : { reason: draft.reason.trim(), description: draft.description.trim() };
    },
  };
}
