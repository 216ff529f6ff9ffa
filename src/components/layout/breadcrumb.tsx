import { Link, useRouterState } from '@tanstack/react-router';
import { useSession } from '../../lib/session.ts';
import { useT } from '../../lib/i18n.ts';
import { breadcrumbSegments } from '../../shared/format/breadcrumb.ts';
import { ChevronEndIcon } from '../ui/icons.tsx';

/**
 * Home link (to /doctor/edit-profile for doctors, / otherwise) followed by the
 * page's own names: `labels` (a listing's speciality and city) or `label` (its
 * title). Path segments are the last resort only: slugs read as 'Terms Condition'
 * or 'Amira Haddad 1000'. Crumbs are text, not links: not every prefix is a page.
 */
export function Breadcrumb({ label, labels }: { label?: string | undefined; labels?: string[] | undefined }) {
  const t = useT();
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const crumbs = labels ?? (label ? [label] : breadcrumbSegments(pathname).map((c) => c.label));
  const isDoctor = session?.userType === 'doctor';

  return (
    <nav aria-label={t('shell.breadcrumb')} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        <li>
          <Link
            to={isDoctor ? '/doctor/edit-profile' : '/'}
            className="rounded font-medium text-teal-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            {t('shell.home')}
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb}`} className="flex items-center gap-1.5">
            <ChevronEndIcon width={14} height={14} className="text-slate-400" />
            <span aria-current={index === crumbs.length - 1 ? 'page' : undefined} className="text-slate-700">
              {crumb}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
