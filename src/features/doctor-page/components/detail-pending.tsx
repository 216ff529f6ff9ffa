import { Breadcrumb } from '../../../components/layout/breadcrumb.tsx';
import { PageContainer } from '../../../components/layout/page.tsx';
import { DoctorDetailSkeleton } from '../../../components/ui/skeletons-doctors.tsx';
import { useT } from '../../../lib/i18n.ts';

/** While a doctor loads: the page's breadcrumb over the doctor detail skeleton. */
export function DetailPending() {
  const t = useT();
  return (
    <PageContainer>
      <Breadcrumb label={t('page.detail.title')} />
      <div className="mt-4">
        <DoctorDetailSkeleton />
      </div>
    </PageContainer>
  );
}
