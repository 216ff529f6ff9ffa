import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/layout/page.tsx';
import { useT } from '../../../lib/i18n.ts';

const SECTIONS = [
  { to: '/admin/registrations', label: 'admin.nav.registrations' },
  { to: '/admin/claims', label: 'admin.nav.claims' },
  { to: '/admin/reviews', label: 'admin.nav.reviews' },
  { to: '/admin/audit', label: 'admin.nav.audit' },
  { to: '/admin/insurance', label: 'admin.nav.insurance' },
] as const;

const linkClass =
  'inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600';

/** The console's frame: its title and its sections (issue 20; the insurance catalog, issue 41). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <PageContainer>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <p className="text-lg font-bold tracking-tight text-slate-900">{t('admin.title')}</p>
        <nav aria-label={t('admin.nav')}>
          <ul className="flex flex-wrap gap-1">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  className={linkClass}
                  activeProps={{ className: `${linkClass} bg-teal-50 text-teal-900`, 'aria-current': 'page' }}
                >
                  {t(section.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {children}
    </PageContainer>
  );
}
