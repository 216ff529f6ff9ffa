import { PageContainer, PageHeader } from '../../components/layout/page.tsx';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import type { LegalDocument } from '../-content/legal-types.ts';

/** A legal text page (000 §2: last updated August 06, 2025). */
export function LegalArticle({ title, document }: { title: string; document: LegalDocument }) {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title }), document.intro);
  return (
    <PageContainer>
      <PageHeader title={title} intro={t('page.legal.lastUpdated')} />
      <article className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="leading-relaxed text-slate-700">{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-slate-700 marker:text-teal-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </PageContainer>
  );
}
