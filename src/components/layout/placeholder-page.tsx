import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { PageContainer, PageHeader } from './page.tsx';

/**
 * A page whose content a later change builds: its real heading and metadata, and the
 * loading placeholder of its page type meanwhile.
 */
export function PlaceholderPage({
  title,
  documentTitle,
  description,
  breadcrumbLabel,
  skeleton,
  contained = true,
}: {
  title: string;
  /** Full document title when it differs from "{title} | MedBook". */
  documentTitle?: string;
  description?: string;
  breadcrumbLabel?: string;
  skeleton: ReactNode;
  /** False inside a layout that already sets the page width (doctor portal). */
  contained?: boolean;
}) {
  const t = useT();
  usePageMeta(documentTitle ?? t('meta.pageTitle', { title }), description);
  const body = (
    <>
      <PageHeader title={title} breadcrumbLabel={breadcrumbLabel} />
      {/* Marks a page still to be built, so the accessibility suite does not wait for it to load. */}
      <div data-placeholder="true">{skeleton}</div>
    </>
  );
  return contained ? <PageContainer>{body}</PageContainer> : body;
}
