import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import type { BookingDetails } from '../../../shared/schemas/booking.ts';
import { DETAILS_FIELDS, prefillDetails, validateDetails, type DetailsField as Field, type DetailsValues } from '../details-form.ts';
import { DetailsField } from './details-field.tsx';
import { BookingForPicker } from '../../../components/family/booking-for-picker.tsx';
import { DEFAULT_COUNTRY } from '../../../shared/constants.ts';
import { CountryCodePicker } from '../../../components/phone/country-code-picker.tsx';
import { countryForDialCode } from '../../../components/phone/countries.ts';
import { BookingInsurance, type BookingInsuranceContext } from './booking-insurance.tsx';

export interface BookingDetailsModalProps {
  isOpen: boolean;
  onClose: () => void;
  onSubmit: (details: BookingDetails & { save_name?: boolean; use_insurance?: boolean; family_member_id?: number }) => void;
  /** What was entered before (back from the confirmation). */
  previous?: (BookingDetails & { use_insurance?: boolean; family_member_id?: number }) | undefined;
  /** The chosen doctor, type, clinic and fee: the saved insurance's line (issue 41). */
  insurance?: BookingInsuranceContext;
  /** Whom the booking is for at first (issue 41: 'book again', a waitlist offer); null: the account holder. */
  initialFor?: number | null | undefined;
  /** Per-field messages the server sent back. */
  serverErrors?: Record<string, string>;
}

/** 'Enter Booking Details' (000 §2, §5): every field checked by the shared schema. */
export function BookingDetailsModal({ isOpen, onClose, ...rest }: BookingDetailsModalProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t('booking.detailsTitle')}>
      <DetailsForm onClose={onClose} {...rest} />
    </Modal>
  );
}

function DetailsForm({ onClose, onSubmit, previous, serverErrors, insurance, initialFor }: Omit<BookingDetailsModalProps, 'isOpen'>) {
  const t = useT();
  const session = useSession();
  // Mounted with the modal: the prefill follows whoever is signed in at that moment.
  const [initial] = useState(() => prefillDetails(session?.user, previous));
  const [values, setValues] = useState<DetailsValues>(initial.values);
  // Whom it is for (issue 41): null is the account holder; the name field stays theirs (the contact).
  const [forMember, setForMember] = useState<number | null>(previous?.family_member_id ?? initialFor ?? null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() => {
    const known: Partial<Record<Field, string>> = {};
    for (const field of DETAILS_FIELDS) if (serverErrors?.[field]) known[field] = serverErrors[field];
    return known;
  });

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateDetails(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = DETAILS_FIELDS.find((field) => result.errors[field]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit({
      ...result.data,
      country_code: result.data.country_code ?? country.dial_code,
      ...(offerName && saveName && forMember === null ? { save_name: true } : {}),
      ...(forMember === null ? {} : { family_member_id: forMember }),
      ...(useInsurance ? { use_insurance: true } : {}),
    });
  };

  const readOnly = (field: Field) => initial.readOnly.has(field);
  // The picker shows the account's code, else the one chosen before, else the app's default country.
  const country = countryForDialCode(values.country_code ?? '', null, DEFAULT_COUNTRY);
  // A new account has no name yet ('Hello! User'): offer to keep the one typed here.
  const user = session?.userType === 'user' ? session.user : null;
  const offerName = Boolean(user && !user.first_name?.trim() && !user.last_name?.trim() && !readOnly('name'));
  const [saveName, setSaveName] = useState(false);
  const [useInsurance, setUseInsurance] = useState(previous?.use_insurance ?? false);
  // Another person has other (or no) saved insurance: the tick was for the one chosen before.
  const choosePerson = (id: number | null) => {
    setForMember(id);
    setUseInsurance(false);
  };
  const typedName = values.name.trim();
  return (
    <>
    {session?.userType === 'user' ? <BookingForPicker value={forMember} onChange={choosePerson} /> : null}
    <Form onSubmit={submit} validationBehavior="aria" className="mt-4 space-y-4">
      <DetailsField label={t('booking.field.name')} name="name" autoComplete="name" value={values.name} onChange={update('name')} error={errors.name} isReadOnly={readOnly('name')} />
      <DetailsField label={t('booking.field.email')} name="email" type="email" inputMode="email" autoComplete="email" value={values.email} onChange={update('email')} error={errors.email} isReadOnly={readOnly('email')} />
      <DetailsField
        label={t('booking.field.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={values.phone}
        onChange={update('phone')}
        error={errors.phone ?? errors.country_code}
        isReadOnly={readOnly('phone')}
        prefix={
          <CountryCodePicker
            value={country.code}
            isDisabled={readOnly('country_code')}
            onChange={(next) => update('country_code')(next.dial_code)}
          />
        }
      />
      {offerName && typedName && forMember === null ? (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="save_name"
            checked={saveName}
            onChange={(event) => setSaveName(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-teal-700"
          />
          <span>{t('bookingDetails.saveName', { name: typedName })}</span>
        </label>
      ) : null}
      <DetailsField
        label={t('booking.field.description')}
        name="description"
        multiline
        placeholder={t('booking.field.descriptionPlaceholder')}
        value={values.description}
        onChange={update('description')}
        error={errors.description}
      />
      {/* The line reads the saved insurance of the person chosen in "Who is this appointment for?" (null: the holder). */}
      {insurance ? <BookingInsurance {...insurance} familyMemberId={forMember} checked={useInsurance} onChange={setUseInsurance} /> : null}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button onPress={onClose} className={buttonClass('secondary', 'md')}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" className={buttonClass('primary', 'md')}>
          {t('booking.continue')}
        </Button>
      </div>
    </Form>
    </>
  );
}
