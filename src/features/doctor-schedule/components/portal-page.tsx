import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/layout/page.tsx';
import { ChangesNeedConnection } from '../../../components/ui/not-saved.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';

/**
 * A Configure Appointment page: heading, breadcrumb and metadata, then its
 * content. The portal's 1-second loader on entry (001 §2, §9) is the portal
 * frame's (DoctorPortalLayout), shared by every portal page.
 */
export function PortalPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title }));
  return (
    <>
      <PageHeader title={title} actions={actions} />
      {/* Configurations are saved and deleted straight on the server: offline says why they cannot be. */}
      <ChangesNeedConnection />
      {children}
    </>
  );
}
