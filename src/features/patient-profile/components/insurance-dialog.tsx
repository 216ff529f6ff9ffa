import { useId, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass, labelClass } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { proofFileError } from '../../../lib/file-rules.ts';
import { useT } from '../../../lib/i18n.ts';
import { useInsurers } from '../../../lib/insurers.ts';
import { cardPhotoUrl } from '../../../lib/patient-insurance.ts';
import { PROOF_ACCEPT } from '../../../shared/schemas/claim.ts';
import type { Insurer } from '../../../shared/schemas/insurance.ts';
import type { PatientInsuranceItem } from '../../../shared/schemas/patient-insurance.ts';
import { useSavePatientInsurance } from '../api/patient-insurance.ts';
import { checkInsuranceForm, insuranceFormOf, insurerOptions, networkOptions, type InsuranceFormErrors, type InsuranceFormValues } from '../insurance-form.ts';

interface InsuranceDialogProps {
  /** Whose insurance: the holder (null) or a family member. */
  familyMemberId: number | null;
  personName: string;
  item: PatientInsuranceItem | undefined;
  country: Insurer['country'] | undefined;
  onClose: () => void;
}

/** Add or edit one person's insurance, with an optional card photo; closes once the server saved it. */
export function InsuranceDialog({ familyMemberId, personName, item, country, onClose }: InsuranceDialogProps) {
  const t = useT();
  const insurers = useInsurers().data ?? [];
  const [values, setValues] = useState(() => insuranceFormOf(item));
  const [errors, setErrors] = useState<InsuranceFormErrors>({});
  const [card, setCard] = useState<File | null>(null);
  const save = useSavePatientInsurance();
  const fileId = useId();
  const title = t(item ? 'myInsurance.editLabel' : 'myInsurance.addLabel', { name: personName });

  const set = (field: keyof InsuranceFormValues, value: string) => {
    // Another insurer: its plans differ, so the plan is chosen again.
    setValues((current) => ({ ...current, [field]: value, ...(field === 'insurer_id' && value !== current.insurer_id ? { network_id: '' } : {}) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = proofFileError(file);
    setCard(problem ? null : file);
    setErrors((current) => ({ ...current, card_photo: problem ? t(problem) : undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkInsuranceForm(values, familyMemberId);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(
      { body: checked.body, card },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('myInsurance.saved'));
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors as InsuranceFormErrors);
          toast.error(errorMessage(failure));
        },
      },
    );
  };

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!save.isPending} title={title}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={title}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={t('myInsurance.insurer')}
            placeholder={t('myInsurance.insurerPlaceholder')}
            options={insurerOptions(insurers, country)}
            value={values.insurer_id || null}
            onChange={(key) => set('insurer_id', key === null ? '' : String(key))}
            errorMessage={errors.insurer_id}
          />
          <SelectField
            label={t('myInsurance.network')}
            placeholder={t('myInsurance.networkPlaceholder')}
            options={networkOptions(insurers, values.insurer_id)}
            value={values.network_id || null}
            onChange={(key) => set('network_id', key === null ? '' : String(key))}
            errorMessage={errors.network_id}
            isDisabled={!values.insurer_id}
          />
          <TextField
            label={t('myInsurance.memberNumber')}
            name="member_number"
            value={values.member_number}
            onChange={(v) => set('member_number', v)}
            errorMessage={errors.member_number}
            showRequired
            autoComplete="off"
          />
          <div className="flex flex-col">
            <label htmlFor={fileId} className={labelClass}>{t('myInsurance.cardPhoto')}</label>
            <input
              id={fileId}
              type="file"
              accept={PROOF_ACCEPT}
              aria-invalid={Boolean(errors.card_photo) || undefined}
              onChange={(event) => pick(event.target.files?.[0])}
              className="min-h-11 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-1.5 text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-white file:px-3 file:py-1.5 file:font-medium"
            />
            <p className="mt-1 text-xs text-slate-600">{t('myInsurance.cardHint')}</p>
            {errors.card_photo ? <p role="alert" className="mt-1 text-xs font-medium text-red-700">{errors.card_photo}</p> : null}
            {item?.has_card && !card ? (
              <a href={cardPhotoUrl(item.id)} target="_blank" rel="noopener" className="mt-1 text-sm font-medium text-teal-800 underline">{t('myInsurance.viewCard')}</a>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button type="button" className={buttonClass('secondary', 'md')} onPress={onClose} isDisabled={save.isPending}>
            {t('myInsurance.cancel')}
          </Button>
          <SubmitButton busy={save.isPending} busyLabel={t('myInsurance.saving')}>
            {t('myInsurance.save')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
