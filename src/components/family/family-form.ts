import { FAMILY_RELATIONS, GENDERS } from '../../shared/constants.ts';
import { t } from '../../shared/i18n/format.ts';
import { familyMemberBody, type FamilyMemberData, type FamilyMemberInput } from '../../shared/schemas/family.ts';

/** The Add / Edit Family Member form (issue 41): what is typed, checked by the server's own schema. */
export type FamilyField = 'first_name' | 'last_name' | 'relation' | 'dob' | 'gender';
export type FamilyFormValues = Record<FamilyField, string>;
export type FamilyFormErrors = Partial<Record<FamilyField, string>>;

export const emptyFamilyForm: FamilyFormValues = { first_name: '', last_name: '', relation: '', dob: '', gender: '' };

export const familyFormOf = (member: FamilyMemberData | null): FamilyFormValues =>
  member ? { first_name: member.first_name, last_name: member.last_name, relation: member.relation, dob: member.dob, gender: member.gender } : emptyFamilyForm;

/**
 * The body to send, or each field's first message. `today` is the device's date: the server checks
 * "not in the future" again with its own clock.
 */
export function checkFamilyForm(values: FamilyFormValues, today: string): { ok: true; body: FamilyMemberInput } | { ok: false; errors: FamilyFormErrors } {
  const parsed = familyMemberBody.safeParse(values);
  const errors: FamilyFormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as FamilyField] ??= issue.message;
  }
  if (!errors.dob && values.dob > today) errors.dob = t('family.error.dobFuture');
  return parsed.success && !errors.dob ? { ok: true, body: parsed.data } : { ok: false, errors };
}

export const relationOptions = () => FAMILY_RELATIONS.map((id) => ({ id, label: t(`family.relation.${id}`) }));
export const genderOptions = () => GENDERS.map((id) => ({ id, label: t(`ui.gender.${id}`) }));
