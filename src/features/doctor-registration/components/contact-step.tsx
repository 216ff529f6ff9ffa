import { AddressFields } from '../../../components/doctor-fields/address-fields.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { RegistrationWizardState } from '../use-registration-wizard.ts';
import { WizardActions } from './wizard-actions.tsx';

/** Step 3, Contact Info: Continue only once the street and city geocode (001 §4). */
export function ContactStep({ wizard }: { wizard: RegistrationWizardState }) {
  const t = useT();
  return (
    <>
      <AddressFields value={wizard.address} onChange={wizard.setAddress} errors={wizard.errors} variant="registration" />
      <WizardActions
        onBack={() => wizard.open(2)}
        onNext={wizard.continueContact}
        nextLabel={t('registration.continue')}
        pending={wizard.geocoding}
        pendingLabel={t('registration.checkingAddress')}
      />
    </>
  );
}
