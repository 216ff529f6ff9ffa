import { specialityOptions, specializationOptions } from '../../../components/doctor-fields/doctor-catalog.ts';
import { useHomeData } from '../../../lib/home-data.ts';
import { MultiSelect } from '../../../components/doctor-fields/multi-select.tsx';
import { ProofField } from '../../../components/doctor-fields/proof-field.tsx';
import { TextInput } from '../../../components/doctor-fields/text-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { RegistrationWizardState } from '../use-registration-wizard.ts';
import { WizardActions } from './wizard-actions.tsx';

/** Step 4, Medical Credentials (001 §2); Submit checks in the order of 001 §5. */
export function CredentialsStep({ wizard }: { wizard: RegistrationWizardState }) {
  const t = useT();
  const catalog = useHomeData();
  const { credentials, errors, proofs } = wizard;
  const set = (patch: Partial<typeof credentials>) => wizard.setCredentials({ ...credentials, ...patch });
  const specialities = specialityOptions(catalog.data);
  const listedUnder = specialities.find((option) => option.id === credentials.speciality_id)?.label;
  // A new speciality keeps only the specializations that belong to it.
  const chooseSpeciality = (id: string) => {
    const own = new Set(specializationOptions(catalog.data, id).map((option) => option.id));
    set({ speciality_id: id, specialization: credentials.specialization.filter((item) => own.has(item)) });
  };
  return (
    <>
      <div className="space-y-5">
        <SelectField
          label={t('ui.speciality')}
          placeholder={t('ui.speciality.placeholder')}
          options={specialities}
          value={credentials.speciality_id || null}
          onChange={(key) => chooseSpeciality(key === null ? '' : String(key))}
          errorMessage={errors.speciality_id}
          description={listedUnder ? t('doctorRegister.listedUnder', { speciality: listedUnder }) : t('doctorRegister.specialityFirst')}
          isRequired
        />
        <MultiSelect
          label={t('doctorFields.specializations')}
          options={credentials.speciality_id ? specializationOptions(catalog.data, credentials.speciality_id) : []}
          selected={credentials.specialization}
          onChange={(specialization) => set({ specialization })}
          error={errors.specialization}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('doctorFields.experience')}
            value={credentials.experience_years}
            onChange={(value) => set({ experience_years: value.replace(/\D/g, '') })}
            inputMode="numeric"
            maxLength={2}
            error={errors.experience_years}
            required
          />
          <TextInput
            label={t('doctorFields.registrationNo')}
            value={credentials.registration_no}
            onChange={(registration_no) => set({ registration_no })}
            maxLength={100}
            error={errors.registration_no}
            required
          />
        </div>
        <ProofField
          numberLabel={t('doctorFields.licenseNumber')}
          number={credentials.license_number}
          onNumber={(license_number) => set({ license_number })}
          numberError={errors.license_number}
          fileLabel={t('doctorFields.licenseProof')}
          file={proofs.license}
          onFile={(license) => wizard.setProofs({ ...proofs, license })}
          fileError={errors.license_proof}
          required
        />
        <ProofField
          numberLabel={t('doctorFields.idNumber')}
          number={credentials.id_number}
          onNumber={(id_number) => set({ id_number })}
          numberError={errors.id_number}
          fileLabel={t('doctorFields.idProof')}
          file={proofs.id}
          onFile={(id) => wizard.setProofs({ ...proofs, id })}
          fileError={errors.id_proof}
          required
        />
      </div>
      <WizardActions
        onBack={() => wizard.open(3)}
        onNext={wizard.submit}
        nextLabel={t('registration.submit')}
        pending={wizard.submitting}
        pendingLabel={t('registration.submitting')}
      />
    </>
  );
}
