import { SLOT_DURATIONS } from '../../shared/constants.ts';
import type { Currency } from '../../shared/format/currency.ts';
import { formatFee } from '../../shared/format/money.ts';
import { useT } from '../../lib/i18n.ts';
import { ComboField } from './combo-field.tsx';
import type { ChoiceProps, Option } from './option-item.tsx';
import { SelectField } from './select-field.tsx';

/** The reusable dropdowns of 000 §2: gender, speciality, clinic, slot duration. */

export const GENDERS = ['male', 'female', 'other'] as const;

export function GenderSelect(props: ChoiceProps) {
  const t = useT();
  const options: Option[] = [
    { id: 'male', label: t('ui.gender.male') },
    { id: 'female', label: t('ui.gender.female') },
    { id: 'other', label: t('ui.gender.other') },
  ];
  return <SelectField {...props} label={t('ui.gender')} placeholder={t('ui.gender.placeholder')} options={options} />;
}

export interface SpecialityOption {
  id: number;
  speciality: string;
}

/** 'Choose Speciality', with an optional search box. */
export function SpecialitySelect({ specialities, searchable = false, ...props }: ChoiceProps & { specialities: readonly SpecialityOption[]; searchable?: boolean }) {
  const t = useT();
  const options: Option[] = specialities.map((s) => ({ id: s.id, label: s.speciality }));
  const shared = { ...props, label: t('ui.speciality'), placeholder: t('ui.speciality.placeholder'), options };
  return searchable ? <ComboField {...shared} emptyText={t('common.noData')} /> : <SelectField {...shared} />;
}

export interface ClinicOption {
  id: number;
  clinic_name: string;
  /** The visit (offline) fee in rupees. */
  price: number;
}

/** 'Choose Clinic'; each option shows its fee in the doctor's currency ('₹ price.00', 'AED price.00'). */
export function ClinicSelect({ clinics, currency, ...props }: ChoiceProps & { clinics: readonly ClinicOption[]; currency: Currency }) {
  const t = useT();
  const options: Option[] = clinics.map((c) => ({ id: c.id, label: c.clinic_name, detail: formatFee(c.price, currency) }));
  return <SelectField {...props} label={t('ui.clinic')} placeholder={t('ui.clinic.placeholder')} options={options} />;
}

/** 'Slot Duration': 15, 30, 45 or 60 minutes. */
export function SlotDurationSelect(props: ChoiceProps) {
  const t = useT();
  const options: Option[] = SLOT_DURATIONS.map((minutes) => ({ id: minutes, label: t('ui.slotDuration.option', { minutes }) }));
  return <SelectField {...props} label={t('ui.slotDuration')} placeholder={t('ui.slotDuration.placeholder')} options={options} />;
}
