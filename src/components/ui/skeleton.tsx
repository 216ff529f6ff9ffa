import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';

/** One grey placeholder block; size it with classes. */
export function Bone({ className = '' }: { className?: string }) {
  // A caller's own rounding replaces the default one (two rounded-* classes would clash).
  const rounding = /\brounded(-|\b)/.test(className) ? '' : 'rounded-lg';
  return <div className={`animate-pulse bg-slate-200 motion-reduce:animate-none ${rounding} ${className}`} />;
}

/** Announces "Loading…" once to assistive tech and hides the decorative blocks. */
export function SkeletonRegion({ children, className = '' }: { children: ReactNode; className?: string }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{t('ui.loading')}</span>
      <div aria-hidden="true" className={className}>
        {children}
      </div>
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>{children}</div>;
}

/** Lines of text of decreasing width. */
export function TextLines({ count = 3 }: { count?: number }) {
  const widths = ['w-full', 'w-11/12', 'w-4/5', 'w-2/3', 'w-3/4', 'w-5/6'];
  return (
    <div className="space-y-2.5">
      {Array.from({ length: count }, (_, i) => (
        <Bone key={i} className={`h-3.5 ${widths[i % widths.length]}`} />
      ))}
    </div>
  );
}
