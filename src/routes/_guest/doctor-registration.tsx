import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { OtpLoginForm } from '../../features/auth/components/otp-login-form.tsx';
import { RegistrationWizard } from '../../features/doctor-registration/components/registration-wizard.tsx';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import type { UserDetails } from '../../shared/schemas/auth.ts';
import { validateLoginSearch } from '../-components/login-search.ts';

export const Route = createFileRoute('/_guest/doctor-registration')({
  validateSearch: validateLoginSearch,
  component: DoctorRegistrationPage,
});

function DoctorRegistrationPage() {
  const t = useT();
  const navigate = useNavigate();
  usePageMeta(t('meta.pageTitle', { title: t('page.registration.title') }));

  // Step 1 signs in with intent 'register'. A doctor already verified belongs in the portal;
  // anyone else stays here and the wizard moves on to step 2 (001 §4).
  const onSignedIn = (user: UserDetails) => {
    if (user.verification_badge === 'yes') void navigate({ to: '/doctor/edit-profile', replace: true });
  };

  return <RegistrationWizard loginStep={<OtpLoginForm role="doctor" intent="register" onSuccess={onSignedIn} />} />;
}
