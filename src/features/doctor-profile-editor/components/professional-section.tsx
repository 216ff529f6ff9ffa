import { useMemo, useRef, useState, type FormEvent } from 'react';
import {
  languageOptions, serviceOptions, specialityOptions, specializationOptions,
} from '../../../components/doctor-fields/doctor-catalog.ts';
import { useHomeData } from '../../../lib/home-data.ts';
import { MultiSelect } from '../../../components/doctor-fields/multi-select.tsx';
import { ProofField } from '../../../components/doctor-fields/proof-field.tsx';
import { TextInput } from '../../../components/doctor-fields/text-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useFocusFirstError } from '../../../components/doctor-fields/use-focus-first-error.ts';
import { useT } from '../../../lib/i18n.ts';
import { ABOUT_MAX_CHARS } from '../../../shared/constants.ts';
import type { DoctorPortalProfile } from '../../../shared/schemas/doctor-profile-data.ts';
import { professionalErrors, professionalForm, professionalFromProfile, type ProfessionalValue } from '../professional-rules.ts';
import { useSectionSave } from '../use-section-save.ts';
import { SaveButton } from './save-button.tsx';

/** Professional Info (001 §2), saved by POST doctor/update-professionalinfo. */
export function ProfessionalSection({ profile }: { profile: DoctorPortalProfile }) {
  const t = useT();
  const catalog = useHomeData();
  const [value, setValue] = useState<ProfessionalValue>(() => professionalFromProfile(profile));
  const [files, setFiles] = useState<{ license: File | null; id: File | null }>({ license: null, id: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const save = useSectionSave('/api/doctor/update-professionalinfo', setErrors);
  const set = (patch: Partial<ProfessionalValue>) => setValue((old) => ({ ...old, ...patch }));
  const viewUrl = (kind: 'license_proof' | 'id_proof') => profile.documents.find((doc) => doc.document_description === kind)?.view_url ?? null;

  const specialities = useMemo(() => specialityOptions(catalog.data), [catalog.data]);
  // The chosen speciality's specializations; the doctor's own stay listed (also before the catalog answers).
  const specializations = useMemo(() => {
    const known = specializationOptions(catalog.data, value.speciality_id || undefined);
    const own = profile.specializations.filter((s) => !known.some((k) => k.id === String(s.id))).map((s) => ({ id: String(s.id), label: s.specialization }));
    return [...own, ...known];
  }, [catalog.data, profile.specializations, value.speciality_id]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = professionalErrors(value);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, message]) => [key, t(message)])));
    if (Object.keys(found).length || save.isPending) return;
    save.mutate(professionalForm(value, files), { onSuccess: () => setFiles({ license: null, id: null }) });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <SelectField
        label={t('ui.speciality')}
        placeholder={t('ui.speciality.placeholder')}
        options={specialities}
        value={value.speciality_id || null}
        onChange={(key) => set({ speciality_id: key === null ? '' : String(key) })}
        errorMessage={errors.speciality_id}
        isRequired
      />
      <MultiSelect label={t('doctorFields.specializations')} options={specializations} selected={value.specialization} onChange={(specialization) => set({ specialization })} allowAdd error={errors.specialization} />
      <MultiSelect label={t('doctorFields.services')} options={serviceOptions(catalog.data)} selected={value.services} onChange={(services) => set({ services })} allowAdd error={errors.services} />
      <MultiSelect label={t('doctorFields.languages')} options={languageOptions(catalog.data)} selected={value.spoken_languages} onChange={(spoken_languages) => set({ spoken_languages })} allowAdd error={errors.spoken_languages} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label={t('doctorFields.degree')} value={value.degree} onChange={(degree) => set({ degree })} maxLength={200} error={errors.degree} />
        <TextInput
          label={t('doctorFields.experience')}
          value={value.experience_years}
          onChange={(input) => set({ experience_years: input.replace(/\D/g, '') })}
          inputMode="numeric"
          maxLength={2}
          error={errors.experience_years}
        />
        <TextInput label={t('doctorFields.registrationNo')} value={value.registration_no} onChange={(registration_no) => set({ registration_no })} maxLength={100} error={errors.registration_no} />
        <TextInput label={t('doctorFields.medicalCouncil')} value={value.medical_council} onChange={(medical_council) => set({ medical_council })} maxLength={200} error={errors.medical_council} />
        <TextInput label={t('doctorFields.university')} value={value.university} onChange={(university) => set({ university })} maxLength={200} error={errors.university} />
        <TextInput
          label={t('doctorFields.yearOfCompletion')}
          value={value.year_of_completion}
          onChange={(input) => set({ year_of_completion: input.replace(/\D/g, '') })}
          inputMode="numeric"
          maxLength={4}
          error={errors.year_of_completion}
        />
      </div>
      <TextInput
        label={t('doctorFields.aboutMe')}
        value={value.about_doctor}
        onChange={(about_doctor) => set({ about_doctor })}
        maxLength={ABOUT_MAX_CHARS}
        multiline
        description={t('doctorFields.aboutCount', { count: value.about_doctor.length, max: ABOUT_MAX_CHARS })}
        error={errors.about_doctor}
      />
      <ProofField
        numberLabel={t('doctorFields.licenseNumber')}
        number={value.license_number}
        onNumber={(license_number) => set({ license_number })}
        numberError={errors.license_number}
        fileLabel={t('doctorFields.licenseProof')}
        file={files.license}
        onFile={(license) => setFiles((old) => ({ ...old, license }))}
        fileError={errors.license_proof}
        required
        viewUrl={viewUrl('license_proof')}
        viewLabel={t('doctorFields.viewLicenseProof')}
      />
      <ProofField
        numberLabel={t('doctorFields.idNumber')}
        number={value.id_number}
        onNumber={(id_number) => set({ id_number })}
        numberError={errors.id_number}
        fileLabel={t('doctorFields.idProof')}
        file={files.id}
        onFile={(id) => setFiles((old) => ({ ...old, id }))}
        fileError={errors.id_proof}
        required
        viewUrl={viewUrl('id_proof')}
        viewLabel={t('doctorFields.viewIdProof')}
      />
      <SaveButton pending={save.isPending} />
    </form>
  );
}
