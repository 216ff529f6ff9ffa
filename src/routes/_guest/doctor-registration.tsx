import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';
import { validateLoginSearch } from '../-components/login-search.ts';

export const Route = createFileRoute('/_guest/doctor-registration')({
  validateSearch: validateLoginSearch,
  component: DoctorRegistrationPage,
});

function DoctorRegistrationPage() {
  const t = useT();
  return <PlaceholderPage title={t('page.registration.title')} skeleton={<ProfileFormSkeleton />} />;
}
