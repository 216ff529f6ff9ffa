import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb.tsx';

/** Page width and padding shared by every page. */
export function PageContainer({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-8 lg:px-8 ${className}`}>{children}</div>;
}

/** Breadcrumb, the page's single h1 and an optional intro line. */
export function PageHeader({
  title,
  intro,
  breadcrumb = true,
  breadcrumbLabel,
  breadcrumbLabels,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  breadcrumb?: boolean;
  /** The crumb after Home; the page title unless given. */
  breadcrumbLabel?: string;
  /** Several crumbs after Home (a listing: speciality, then city). */
  breadcrumbLabels?: string[];
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 md:mb-8">
      {breadcrumb ? <Breadcrumb label={breadcrumbLabel ?? title} labels={breadcrumbLabels} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
          {intro ? <p className="mt-2 max-w-2xl text-base text-slate-600">{intro}</p> : null}
        </div>
        {actions}
      </div>
    </div>
  );
}
