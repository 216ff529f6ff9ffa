import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';

/**
 * List beside the open item on a laptop; on a tablet in portrait the open
 * item takes the page, with a way back to the list.
 */
export function QueueLayout({ list, detail, hasDetail }: { list: ReactNode; detail: ReactNode; hasDetail: boolean }) {
  const t = useT();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(18rem,2fr)_minmax(0,3fr)]">
      <div className={hasDetail ? 'hidden lg:block' : ''}>{list}</div>
      <div className={hasDetail ? '' : 'hidden lg:block'}>
        {hasDetail ? (
          <Link
            to="."
            search={(prev: Record<string, unknown>) => ({ ...prev, id: undefined })}
            className="mb-3 inline-flex text-sm font-semibold text-teal-800 underline underline-offset-2 lg:hidden"
          >
            {t('admin.back')}
          </Link>
        ) : null}
        {detail}
      </div>
    </div>
  );
}

/** One row of a queue: opens its item (kept in the URL). */
export function QueueRow({ id, selected, children }: { id: number; selected: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        to="."
        search={(prev: Record<string, unknown>) => ({ ...prev, id })}
        aria-current={selected ? 'true' : undefined}
        className={`block rounded-xl border px-4 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-teal-600 ${
          selected ? 'border-teal-600 bg-teal-50' : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50'
        }`}
      >
        {children}
      </Link>
    </li>
  );
}
