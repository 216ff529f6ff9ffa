import type { ReactNode } from 'react';

export interface FilterSidebarProps {
  /** The heading's id, which names the column. */
  id: string;
  title: string;
  clearLabel: string;
  /** 'Clear All' is disabled while nothing is chosen. */
  canClear: boolean;
  onClear: () => void;
  /** The column's own spacing and the header row's (each page keeps its look). */
  className: string;
  headerClassName: string;
  children: ReactNode;
}

/** The desktop filter column of a list page (doctor listing, My Bookings): heading, 'Clear All' and the filters. */
export function FilterSidebar({ id, title, clearLabel, canClear, onClear, className, headerClassName, children }: FilterSidebarProps) {
  return (
    <aside aria-labelledby={id} className={`hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:block ${className}`}>
      <div className={`flex items-center justify-between ${headerClassName}`}>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          disabled={!canClear}
          onClick={onClear}
          className="rounded text-sm font-semibold text-teal-700 outline-none data-[disabled]:cursor-default data-[disabled]:text-slate-400 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 data-[hovered]:text-teal-900"
        >
          {clearLabel}
        </button>
      </div>
      {children}
    </aside>
  );
}
