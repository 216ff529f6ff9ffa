import { PageContainer, PageHeader } from '../../components/layout/page.tsx';
import { ClaimDoctorCard } from '../../features/claim/components/claim-doctor-card.tsx';
import { ClaimFormView } from '../../features/claim/components/claim-form-view.tsx';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import type { ClaimType } from '../../shared/schemas/claim.ts';

/** /claim-profile/{id} and /reclaim-profile/{id}: the same form, claim type set by the route (001 §2). */
export function ClaimPage({ doctorId, type }: { doctorId: number; type: ClaimType }) {
  const t = useT();
  const title = t(type === 'reclaim' ? 'page.reclaim.title' : 'page.claim.title');
  usePageMeta(t('meta.pageTitle', { title }));
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={title} intro={t('claim.form.intro')} />
      <ClaimDoctorCard doctorId={doctorId} />
      <ClaimFormView key={`${type}-${doctorId}`} doctorId={doctorId} type={type} />
    </PageContainer>
  );
}
