import { useT } from '../../lib/i18n.ts';
import { ChevronEndIcon, ChevronStartIcon } from './icons.tsx';
import { pageList } from './page-list.ts';

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-medium outline-none transition-colors ' +
  'focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

/** Page navigation (000 §4): hidden under 2 pages; Previous/Next disabled at the ends. */
export function Pagination({ page, lastPage, onChange }: { page: number; lastPage: number; onChange: (page: number) => void }) {
  const t = useT();
  const items = pageList(page, lastPage);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('ui.pagination')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          <button
            type="button"
            className={`${cell} gap-1 border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40`}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <ChevronStartIcon width={16} height={16} />
            <span className="max-sm:sr-only">{t('ui.previous')}</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={t('ui.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={`${cell} ${item === page ? 'bg-teal-700 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="px-1 text-slate-500" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${cell} gap-1 border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40`}
            disabled={page >= lastPage}
            onClick={() => onChange(page + 1)}
          >
            <span className="max-sm:sr-only">{t('ui.next')}</span>
            <ChevronEndIcon width={16} height={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
