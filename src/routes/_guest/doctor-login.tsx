import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../../features/auth/components/login-screen.tsx';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { validateLoginSearch } from '../-components/login-search.ts';

export const Route = createFileRoute('/_guest/doctor-login')({
  validateSearch: validateLoginSearch,
  component: DoctorLoginPage,
});

function DoctorLoginPage() {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title: t('page.doctorLogin.title') }));
  return <LoginScreen role="doctor" />;
}
