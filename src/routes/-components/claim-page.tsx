import { useQuery } from '@tanstack/react-query';
import { PageContainer, PageHeader } from '../../components/layout/page.tsx';
import { LoginDialogProvider } from '../../components/login-dialog.tsx';
import { renderOtpLoginDialog } from '../../features/auth/components/render-otp-login-dialog.tsx';
import { ClaimDoctorCard } from '../../features/claim/components/claim-doctor-card.tsx';
import { ClaimFormView } from '../../features/claim/components/claim-form-view.tsx';
import { doctorDetailQueryOptions } from '../../features/doctor-page/api/doctor-detail.ts';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import type { ClaimType } from '../../shared/schemas/claim.ts';

/**
 * /claim-profile/{id} and /reclaim-profile/{id}: the same form, claim type set by the route (001 §2).
 * Composed here: the doctor shown comes from doctor-profile's (persisted) detail query, and the
 * guest's sign-in dialog from auth.
 */
export function ClaimPage({ doctorId, type }: { doctorId: number; type: ClaimType }) {
  const t = useT();
  const title = t(type === 'reclaim' ? 'page.reclaim.title' : 'page.claim.title');
  usePageMeta(t('meta.pageTitle', { title }));
  const doctor = useQuery({ ...doctorDetailQueryOptions(doctorId), retry: false }).data;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={title} intro={t('claim.form.intro')} />
      {doctor ? <ClaimDoctorCard doctor={doctor} /> : null}
      <LoginDialogProvider value={renderOtpLoginDialog}>
        <ClaimFormView key={`${type}-${doctorId}`} doctorId={doctorId} type={type} />
      </LoginDialogProvider>
    </PageContainer>
  );
}
