import { useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useFocusFirstError } from '../../../components/doctor-fields/use-focus-first-error.ts';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { MessageKey } from '../../../shared/i18n/en.ts';
import { useRegistrationWizard, type RegistrationWizardState } from '../use-registration-wizard.ts';
import { RegistrationStatus } from './registration-status.tsx';
import { ContactStep } from './contact-step.tsx';
import { CredentialsStep } from './credentials-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { StepIndicator } from './step-indicator.tsx';

const TITLES: Record<1 | 2 | 3 | 4, MessageKey> = {
  1: 'registration.step.login',
  2: 'registration.step.personal',
  3: 'registration.step.contact',
  4: 'registration.step.credentials',
};

/**
 * /doctor-registration (001 §2, §4): the four-step wizard. Step 1 is the
 * doctor sign-in by code (`loginStep`, from the auth feature); the other steps
 * are kept in the in-progress flag so a reload resumes where the doctor was.
 */
export function RegistrationWizard({ loginStep }: { loginStep: ReactNode }) {
  const t = useT();
  const wizard = useRegistrationWizard();

  return (
    <div className="flex justify-center bg-slate-50 px-4 py-8 sm:py-12">
      <section aria-labelledby="registration-title" className="w-full max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id="registration-title" className="text-2xl font-bold text-slate-900">
          {t('page.registration.title')}
        </h1>
        {wizard.loadingStatus ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" className="text-teal-700" />
          </div>
        ) : wizard.status ? (
          <div className="mt-5">
            <RegistrationStatus state={wizard.status} onResubmit={wizard.correct} onOpenPortal={wizard.openPortal} />
          </div>
        ) : (
          <WizardSteps wizard={wizard} loginStep={loginStep} />
        )}
      </section>
    </div>
  );
}

/** The four steps, for a registration not finished yet (or being corrected after a rejection). */
function WizardSteps({ wizard, loginStep }: { wizard: RegistrationWizardState; loginStep: ReactNode }) {
  const t = useT();
  const { current } = wizard;
  const panel = useRef<HTMLDivElement>(null);
  useFocusFirstError(panel, wizard.errors);
  return (
    <>
      <p className="mt-1.5 mb-6 text-sm text-slate-600">{t('registration.intro')}</p>
      <StepIndicator current={current} furthest={wizard.furthest} onOpen={wizard.open} />
      {wizard.rejectionReason && current > 1 ? (
        <div role="status" className="mb-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <WarningIcon width={20} height={20} className="mt-0.5 shrink-0 text-amber-700" />
          <p>
            <strong className="font-semibold">{t('registration.rejected')}</strong> {wizard.rejectionReason}
            <br />
            {t('registration.rejectedHint')}
          </p>
        </div>
      ) : null}
      <h2 className="mb-5 text-lg font-semibold text-slate-900" aria-live="polite">
        {t('registration.stepHeading', { step: current, total: 4, title: t(TITLES[current]) })}
      </h2>
      <div ref={panel}>
        {current === 1 ? (
          <>
            <p className="mb-5 text-sm text-slate-600">{t('registration.loginIntro')}</p>
            {loginStep}
            <p className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
              {t('registration.haveAccount')}{' '}
              <Link to="/doctor-login" className="font-semibold text-teal-700 underline-offset-2 hover:underline focus-visible:underline">
                {t('auth.doctor.loginTitle')}
              </Link>
            </p>
          </>
        ) : current === 2 ? (
          <PersonalStep wizard={wizard} />
        ) : current === 3 ? (
          <ContactStep wizard={wizard} />
        ) : (
          <CredentialsStep wizard={wizard} />
        )}
      </div>
    </>
  );
}
