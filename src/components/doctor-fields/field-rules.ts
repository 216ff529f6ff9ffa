import type { MessageKey } from '../../shared/i18n/en.ts';
import type { PersonalValue } from './personal-fields.tsx';

export type FieldErrors<T> = Partial<Record<keyof T, MessageKey>>;

/** Personal Info (registration step 2 and Edit Profile): both names; a date of birth that is a date and not after today (001 §5). */
export function personalErrors(personal: PersonalValue, today: string): FieldErrors<PersonalValue> {
  const errors: FieldErrors<PersonalValue> = {};
  if (!personal.first_name.trim()) errors.first_name = 'doctorRegister.firstNameRequired';
  if (!personal.last_name.trim()) errors.last_name = 'doctorRegister.lastNameRequired';
  if (personal.dob && !/^\d{4}-\d{2}-\d{2}$/.test(personal.dob)) errors.dob = 'doctorRegister.dobInvalid';
  else if (personal.dob && personal.dob > today) errors.dob = 'doctorRegister.dobFuture';
  return errors;
}


/** Contact Info of Edit Profile: the first address line and the city (the server refuses either empty). */
export function contactErrors(address: { address_one: string; city: string }): Partial<Record<'address_one' | 'city', MessageKey>> {
  const errors: Partial<Record<'address_one' | 'city', MessageKey>> = {};
  if (!address.address_one.trim()) errors.address_one = 'doctorRegister.addressInvalid';
  if (!address.city.trim()) errors.city = 'doctorRegister.cityRequired';
  return errors;
}
