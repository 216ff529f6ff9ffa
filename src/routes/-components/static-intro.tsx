import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/layout/breadcrumb.tsx';

/** About Us / Contact Us after their placeholder (000 §2): a heading and one welcome line. */
export function StaticIntro({ title, line, icon }: { title: string; line: string; icon: ReactNode }) {
  return (
    <>
      <Breadcrumb label={title} />
      <section className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="h-2 bg-gradient-to-r from-teal-700 via-teal-500 to-emerald-400" aria-hidden="true" />
        <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:p-10">
          <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-teal-50 text-teal-700" aria-hidden="true">
            {icon}
          </div>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
            <p className="mt-3 max-w-2xl text-base leading-relaxed text-slate-600 md:text-lg">{line}</p>
          </div>
        </div>
      </section>
    </>
  );
}
