import { useT } from '../../lib/i18n.ts';
import { NAME_MAX_CHARS } from '../../shared/constants.ts';
import { SelectField } from '../ui/select-field.tsx';
import { PhotoField, type PhotoValue } from './photo-field.tsx';
import { TextInput } from './text-input.tsx';

export type Gender = 'male' | 'female' | 'other';

export interface PersonalValue {
  first_name: string;
  last_name: string;
  gender: Gender | '';
  /** YYYY-MM-DD or ''. */
  dob: string;
}

export const emptyPersonal = (): PersonalValue => ({ first_name: '', last_name: '', gender: '', dob: '' });

export type PersonalErrors = Partial<Record<keyof PersonalValue, string>>;

const GENDERS: Gender[] = ['male', 'female', 'other'];

/**
 * Registration step 2 and Personal Info of Edit Profile (001 §2): picture with
 * preview and remove, first and last name, gender (Male, Female, Other) and a
 * date of birth no later than `today`.
 */
export function PersonalFields({
  value, onChange, photo, onPhoto, errors = {}, today,
}: {
  value: PersonalValue;
  onChange: (value: PersonalValue) => void;
  photo: PhotoValue;
  onPhoto: (photo: PhotoValue) => void;
  errors?: PersonalErrors;
  today: string;
}) {
  const t = useT();
  const set = (patch: Partial<PersonalValue>) => onChange({ ...value, ...patch });
  const options = GENDERS.map((id) => ({ id, label: t(`ui.gender.${id}`) }));
  return (
    <div className="space-y-5">
      <PhotoField value={photo} onChange={onPhoto} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t('doctorFields.firstName')}
          value={value.first_name}
          onChange={(first_name) => set({ first_name })}
          error={errors.first_name}
          required
          maxLength={NAME_MAX_CHARS}
          autoComplete="given-name"
        />
        <TextInput
          label={t('doctorFields.lastName')}
          value={value.last_name}
          onChange={(last_name) => set({ last_name })}
          error={errors.last_name}
          required
          maxLength={NAME_MAX_CHARS}
          autoComplete="family-name"
        />
        <SelectField
          label={t('ui.gender')}
          placeholder={t('ui.gender.placeholder')}
          options={options}
          value={value.gender || null}
          onChange={(key) => set({ gender: (key as Gender | null) ?? '' })}
          errorMessage={errors.gender}
        />
        <TextInput
          label={t('doctorFields.dob')}
          type="date"
          value={value.dob}
          onChange={(dob) => set({ dob })}
          error={errors.dob}
          max={today}
          autoComplete="bday"
        />
      </div>
    </div>
  );
}
