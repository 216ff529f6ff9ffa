import { useRef, useState, type FormEvent } from 'react';
import { AddressFields, type AddressValue } from '../../../components/doctor-fields/address-fields.tsx';
import { contactErrors } from '../../../components/doctor-fields/field-rules.ts';
import { useFocusFirstError } from '../../../components/doctor-fields/use-focus-first-error.ts';
import { useT } from '../../../lib/i18n.ts';
import type { DoctorPortalProfile } from '../../../shared/schemas/doctor-profile-data.ts';
import { addressText } from '../../../shared/schemas/parts.ts';
import { formOf, useSectionSave } from '../use-section-save.ts';
import { SaveButton } from './save-button.tsx';

/** Contact Info: address lines, city with autocomplete, state, country, postal code (POST doctor/update-contactinfo). */
export function ContactSection({ profile }: { profile: DoctorPortalProfile }) {
  const t = useT();
  const a = profile.address;
  const [value, setValue] = useState<AddressValue>({
    ...addressText(a),
    latitude: a.latitude,
    longitude: a.longitude,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const save = useSectionSave('/api/doctor/update-contactinfo', setErrors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors(value);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, message]) => [key, t(message)])));
    if (Object.keys(found).length || save.isPending) return;
    save.mutate(formOf({ ...value, country_id: '', state_id: '', city_id: '' }));
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <AddressFields value={value} onChange={setValue} errors={errors} variant="profile" />
      <SaveButton pending={save.isPending} />
    </form>
  );
}
