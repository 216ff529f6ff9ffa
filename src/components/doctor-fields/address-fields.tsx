import { useT } from '../../lib/i18n.ts';
import { POSTAL_CODE_MAX_CHARS } from '../../shared/constants.ts';
import { CityCombo } from './city-combo.tsx';
import { TextInput } from './text-input.tsx';

/** The doctor's address (001 §3 Address); country_id, state_id and city_id are sent empty. */
export interface AddressValue {
  address_one: string;
  address_two: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
}

export const emptyAddress = (): AddressValue => ({
  address_one: '', address_two: '', city: '', state: '', country: '', postal_code: '', latitude: null, longitude: null,
});

export type AddressErrors = Partial<Record<keyof AddressValue, string>>;

/**
 * Registration step 3 (House/Building No., Street Name/land mark, Pin Code) and
 * Contact Info of Edit Profile (address lines, postal code of at most 10 characters):
 * the same fields under the two screens' labels.
 */
export function AddressFields({
  value, onChange, errors = {}, variant,
}: {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  errors?: AddressErrors;
  variant: 'registration' | 'profile';
}) {
  const t = useT();
  const set = (patch: Partial<AddressValue>) => onChange({ ...value, ...patch });
  const registration = variant === 'registration';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        label={registration ? t('doctorFields.houseNo') : t('doctorFields.addressOne')}
        value={value.address_one}
        // The typed street changes where the practice is: coordinates come again from geocoding.
        onChange={(address_one) => set({ address_one, ...(registration ? { latitude: null, longitude: null } : {}) })}
        error={errors.address_one}
        required
        maxLength={200}
        autoComplete="address-line1"
      />
      <TextInput
        label={registration ? t('doctorFields.street') : t('doctorFields.addressTwo')}
        value={value.address_two}
        onChange={(address_two) => set({ address_two, ...(registration ? { latitude: null, longitude: null } : {}) })}
        error={errors.address_two}
        required={registration}
        maxLength={200}
        autoComplete="address-line2"
      />
      <CityCombo
        label={t('doctorFields.city')}
        value={value.city}
        onType={(city) => set({ city, latitude: null, longitude: null })}
        onPick={(city, countryName) =>
          set({ city: city.city, state: city.state ?? value.state, country: countryName, latitude: city.latitude, longitude: city.longitude })
        }
        error={errors.city}
        required
      />
      <TextInput label={t('doctorFields.state')} value={value.state} onChange={(state) => set({ state })} error={errors.state} maxLength={100} autoComplete="address-level1" />
      <TextInput label={t('doctorFields.country')} value={value.country} onChange={(country) => set({ country })} error={errors.country} maxLength={100} autoComplete="country-name" />
      <TextInput
        label={registration ? t('doctorFields.pinCode') : t('doctorFields.postalCode')}
        value={value.postal_code}
        onChange={(postal_code) => set({ postal_code })}
        error={errors.postal_code}
        maxLength={POSTAL_CODE_MAX_CHARS}
        autoComplete="postal-code"
      />
    </div>
  );
}
