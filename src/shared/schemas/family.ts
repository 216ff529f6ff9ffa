import { z } from 'zod';
import { FAMILY_DOB_EARLIEST, FAMILY_RELATIONS, GENDERS, NAME_MAX_CHARS } from '../constants.ts';
import { isLocalDate } from '../slots/zoned-time.ts';
import { dbId } from './db-values.ts';
import { ok } from './envelope.ts';
import { t } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/en.ts';
import { msg, type Message } from './message.ts';

/**
 * Family members a patient books for (issue 41). One body for add and edit, checked the same in the
 * Edit Profile form and on the server. A name is letters of any script with spaces, dots, apostrophes
 * and hyphens: no markup, digits or control characters (a doctor reads it on the booking list).
 */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

const personName = (required: Message) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(NAME_MAX_CHARS, msg('family.error.nameTooLong', { max: NAME_MAX_CHARS }))
    .regex(PERSON_NAME, msg('family.error.nameInvalid'));

/** A real calendar date from 1900 on; "not after today" needs the server's clock (services/patient/family-members.ts). */
export const familyDob = z
  .string(msg('family.error.dobRequired'))
  .trim()
  .min(1, msg('family.error.dobRequired'))
  .max(10, msg('family.error.dobInvalid'))
  .refine(isLocalDate, msg('family.error.dobInvalid'))
  .refine((value) => value >= FAMILY_DOB_EARLIEST, msg('family.error.dobTooEarly'));

/** An unchosen option is 'required', anything else not in the list 'choose a valid …'. */
const choice = (required: MessageKey, invalid: MessageKey) => ({
  error: (issue: { input?: unknown }) => t(issue.input === undefined || issue.input === '' || issue.input === null ? required : invalid),
});

export const familyMemberBody = z.object({
  first_name: personName(msg('family.error.firstNameRequired')),
  last_name: personName(msg('family.error.lastNameRequired')),
  relation: z.enum(FAMILY_RELATIONS, choice('family.error.relationRequired', 'family.error.relationInvalid')),
  dob: familyDob,
  gender: z.enum(GENDERS, choice('family.error.genderRequired', 'family.error.genderInvalid')),
});
export type FamilyMemberBody = z.input<typeof familyMemberBody>;
export type FamilyMemberInput = z.output<typeof familyMemberBody>;

export const familyMemberParams = z.object({ id: dbId(msg('family.error.notFound')) });

export const familyMember = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  dob: z.string(),
  gender: z.enum(GENDERS),
});
export type FamilyMemberData = z.infer<typeof familyMember>;

export const familyMemberResponse = ok(familyMember);
export const familyListResponse = ok(z.array(familyMember));
export const familyRemoveResponse = ok(z.object({ id: z.number().int() }));
