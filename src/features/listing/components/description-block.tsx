import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * The rich-text block under the results (000 §2). The server sanitises the HTML
 * (sanitize-html, a fixed allow-list); it is purified again here because a
 * persisted cache entry outlives the server that checked it. The server renderer (no DOM, so no
 * DOMPurify) shows the answer its own API sanitised moments before, in the same request.
 */
export function DescriptionBlock({ html, label }: { html: string; label: string }) {
  const clean = useMemo(() => (DOMPurify.isSupported ? DOMPurify.sanitize(html) : html), [html]);
  return (
    <section
      aria-label={label}
      className={[
        'rounded-2xl border border-slate-200 bg-white p-5 text-sm leading-relaxed text-slate-700 shadow-sm sm:p-6',
        '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h2:first-child]:mt-0',
        '[&_h3]:mt-4 [&_h3]:mb-1.5 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900',
        '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-5 [&_li]:my-0.5',
        '[&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-slate-900',
      ].join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
