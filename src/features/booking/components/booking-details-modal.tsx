import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import type { BookingDetails } from '../../../shared/schemas/booking.ts';
import { DETAILS_FIELDS, prefillDetails, validateDetails, type DetailsField as Field, type DetailsValues } from '../details-form.ts';
import { DetailsField } from './details-field.tsx';

export interface BookingDetailsModalProps {
  isOpen: boolean;
  onClose: () => void;
  onSubmit: (details: BookingDetails) => void;
  /** What was entered before (back from the confirmation). */
  previous?: BookingDetails | undefined;
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

function DetailsForm({ onClose, onSubmit, previous, serverErrors }: Omit<BookingDetailsModalProps, 'isOpen'>) {
  const t = useT();
  const session = useSession();
  // Mounted with the modal: the prefill follows whoever is signed in at that moment.
  const [initial] = useState(() => prefillDetails(session?.user, previous));
  const [values, setValues] = useState<DetailsValues>(initial.values);
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
    onSubmit(result.data);
  };

  const readOnly = (field: Field) => initial.readOnly.has(field);
  return (
    <Form onSubmit={submit} validationBehavior="aria" className="space-y-4">
      <DetailsField label={t('booking.field.name')} name="name" autoComplete="name" value={values.name} onChange={update('name')} error={errors.name} isReadOnly={readOnly('name')} />
      <DetailsField label={t('booking.field.email')} name="email" type="email" inputMode="email" autoComplete="email" value={values.email} onChange={update('email')} error={errors.email} isReadOnly={readOnly('email')} />
      <DetailsField label={t('booking.field.phone')} name="phone" type="tel" inputMode="tel" autoComplete="tel-national" value={values.phone} onChange={update('phone')} error={errors.phone} isReadOnly={readOnly('phone')} />
      <DetailsField
        label={t('booking.field.description')}
        name="description"
        multiline
        placeholder={t('booking.field.descriptionPlaceholder')}
        value={values.description}
        onChange={update('description')}
        error={errors.description}
      />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button onPress={onClose} className={buttonClass('secondary', 'md')}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" className={buttonClass('primary', 'md')}>
          {t('booking.continue')}
        </Button>
      </div>
    </Form>
  );
}
