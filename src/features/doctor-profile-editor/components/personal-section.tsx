import { useRef, useState, type FormEvent } from 'react';
import { format } from 'date-fns';
import { personalErrors } from '../../../components/doctor-fields/field-rules.ts';
import { PersonalFields, type PersonalValue } from '../../../components/doctor-fields/personal-fields.tsx';
import type { PhotoValue } from '../../../components/doctor-fields/photo-field.tsx';
import { useFocusFirstError } from '../../../components/doctor-fields/use-focus-first-error.ts';
import { useT } from '../../../lib/i18n.ts';
import type { MessageKey } from '../../../shared/i18n/en.ts';
import type { DoctorPortalProfile } from '../../../shared/schemas/doctor-profile-data.ts';
import { formOf, useSectionSave } from '../use-section-save.ts';
import { SaveButton } from './save-button.tsx';

/** Personal Info: change or remove image, names, date of birth, gender (POST doctor/update-personal). */
export function PersonalSection({ profile }: { profile: DoctorPortalProfile }) {
  const t = useT();
  const today = format(new Date(), 'yyyy-MM-dd');
  const [value, setValue] = useState<PersonalValue>({
    first_name: profile.first_name, last_name: profile.last_name, gender: profile.gender ?? '', dob: profile.dob ?? '',
  });
  const [photo, setPhoto] = useState<PhotoValue>({ file: null, stored: profile.profile_image });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const save = useSectionSave('/api/doctor/update-personal', setErrors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = personalErrors(value, today);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, message]) => [key, t(message as MessageKey)])));
    if (Object.keys(found).length || save.isPending) return;
    const form = formOf({ first_name: value.first_name.trim(), last_name: value.last_name.trim(), gender: value.gender, dob: value.dob });
    // A new file replaces the photo; the field sent empty removes it (001 §7).
    if (photo.file) form.append('profile_picture', photo.file);
    else if (!photo.stored && profile.profile_image) form.append('profile_picture', '');
    save.mutate(form, { onSuccess: ({ profile: fresh }) => setPhoto({ file: null, stored: fresh.profile_image }) });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <PersonalFields value={value} onChange={setValue} photo={photo} onPhoto={setPhoto} errors={errors} today={today} />
      <SaveButton pending={save.isPending} />
    </form>
  );
}
