import { format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../ui/button-styles.ts';
import { SelectField } from '../ui/select-field.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { toast } from '../ui/toast.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import type { FamilyMemberData } from '../../shared/schemas/family.ts';
import { useSaveFamilyMember } from '../../lib/save-family-member.ts';
import { checkFamilyForm, familyFormOf, genderOptions, relationOptions, type FamilyField, type FamilyFormErrors } from './family-form.ts';

/**
 * Add (member null) or edit one family member: Edit Profile's dialog, and the booking details step's
 * "Add a family member" (issue 41). `onSaved` gets the member the server saved.
 */
export function FamilyMemberForm({ member, onSaved, onCancel, compact = false }: {
  member: FamilyMemberData | null;
  onSaved: (saved: FamilyMemberData) => void;
  onCancel: () => void;
  /** Inside another step: a smaller heading-less form. */
  compact?: boolean;
}) {
  const t = useT();
  const [values, setValues] = useState(() => familyFormOf(member));
  const [errors, setErrors] = useState<FamilyFormErrors>({});
  const save = useSaveFamilyMember();
  const today = format(new Date(), 'yyyy-MM-dd');

  const set = (field: FamilyField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkFamilyForm(values, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(
      { id: member?.id ?? null, body: checked.body },
      {
        onSuccess: ({ member: saved, message }) => {
          toast.success(message ?? t(member ? 'family.updated' : 'family.added'));
          onSaved(saved);
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors as FamilyFormErrors);
          toast.error(errorMessage(failure));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className={compact ? 'space-y-3' : 'space-y-4'} aria-label={t(member ? 'family.form.editTitle' : 'family.form.addTitle')}>
      <div className={`grid grid-cols-1 sm:grid-cols-2 ${compact ? 'gap-3' : 'gap-4'}`}>
        <TextField label={t('profile.form.firstName')} name="first_name" value={values.first_name} onChange={(v) => set('first_name', v)} errorMessage={errors.first_name} showRequired />
        <TextField label={t('profile.form.lastName')} name="last_name" value={values.last_name} onChange={(v) => set('last_name', v)} errorMessage={errors.last_name} showRequired />
        <SelectField
          label={t('family.relation')}
          placeholder={t('family.relationPlaceholder')}
          options={relationOptions()}
          value={values.relation || null}
          onChange={(key) => set('relation', key === null ? '' : String(key))}
          errorMessage={errors.relation}
        />
        <SelectField
          label={t('ui.gender')}
          placeholder={t('ui.gender.placeholder')}
          options={genderOptions()}
          value={values.gender || null}
          onChange={(key) => set('gender', key === null ? '' : String(key))}
          errorMessage={errors.gender}
        />
        <TextField label={t('profile.form.dob')} name="dob" type="date" max={today} value={values.dob} onChange={(v) => set('dob', v)} errorMessage={errors.dob} showRequired />
      </div>
      <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${compact ? '' : 'border-t border-slate-100 pt-4'}`}>
        <Button type="button" className={buttonClass('secondary', compact ? 'sm' : 'md')} onPress={onCancel} isDisabled={save.isPending}>
          {t('family.form.cancel')}
        </Button>
        <SubmitButton busy={save.isPending} busyLabel={t('family.form.saving')}>
          {t('family.form.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
