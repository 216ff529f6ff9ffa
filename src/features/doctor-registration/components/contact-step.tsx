import { Button } from 'react-aria-components';
import { AddressFields } from '../../../components/doctor-fields/address-fields.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { RegistrationWizardState } from '../use-registration-wizard.ts';
import { WizardActions } from './wizard-actions.tsx';

/**
 * Step 3, Contact Info: Continue only once the street and city geocode (001 §4).
 * When only the city could be placed, the doctor reads that plainly and either
 * corrects the street or accepts a pin at the city centre.
 */
export function ContactStep({ wizard }: { wizard: RegistrationWizardState }) {
  const t = useT();
  const { address, cityPin } = wizard;
  const street = [address.address_one, address.address_two].map((part) => part.trim()).filter(Boolean).join(', ');
  return (
    <>
      <AddressFields value={wizard.address} onChange={wizard.setAddress} errors={wizard.errors} variant="registration" />
      {cityPin ? (
        <div role="alert" className="mt-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <WarningIcon width={20} height={20} className="mt-0.5 shrink-0 text-amber-700" />
          <div className="min-w-0">
            <p className="font-semibold break-words">{t('registration.cityPin.notPlaced', { street })}</p>
            <p className="mt-1">{t('registration.cityPin.hint', { city: cityPin.city })}</p>
            <Button onPress={wizard.confirmCityPin} className={buttonClass('secondary', 'md', 'mt-3')}>
              {t('registration.cityPin.confirm', { city: cityPin.city })}
            </Button>
          </div>
        </div>
      ) : null}
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
