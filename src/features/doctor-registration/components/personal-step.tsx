import { PersonalFields } from '../../../components/doctor-fields/personal-fields.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { RegistrationWizardState } from '../use-registration-wizard.ts';
import { WizardActions } from './wizard-actions.tsx';

/** Step 2, Personal Info (001 §2). */
export function PersonalStep({ wizard }: { wizard: RegistrationWizardState }) {
  const t = useT();
  return (
    <>
      <PersonalFields
        value={wizard.personal}
        onChange={wizard.setPersonal}
        photo={wizard.photo}
        onPhoto={wizard.setPhoto}
        errors={wizard.errors}
        today={wizard.today}
      />
      <WizardActions onNext={wizard.continuePersonal} nextLabel={t('registration.continue')} />
    </>
  );
}
