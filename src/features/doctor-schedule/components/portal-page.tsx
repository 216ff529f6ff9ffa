import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/layout/page.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useDelayElapsed } from '../../../lib/use-delay.ts';
import { STATIC_PLACEHOLDER_MS } from '../../../shared/constants.ts';

/**
 * A Configure Appointment page: heading, breadcrumb and metadata, and the
 * portal's 1-second loader on entry (001 §2, §9) before its content.
 */
export function PortalPage({
  title,
  skeleton,
  actions,
  children,
}: {
  title: string;
  skeleton: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const ready = useDelayElapsed(STATIC_PLACEHOLDER_MS);
  usePageMeta(t('meta.pageTitle', { title }));
  return (
    <>
      <PageHeader title={title} actions={ready ? actions : undefined} />
      {ready ? children : skeleton}
    </>
  );
}
