import { useT } from '../../../lib/i18n.ts';

/**
 * One private proof shown in place: an image, or a PDF in a frame. The URL is
 * an admin-only call; the browser sends the admin's session cookie with it,
 * and without that session it answers nothing.
 */
export function ProofViewer({ title, number, url, mimeType, owner }: { title: string; number: string; url: string | null; mimeType: string | null; owner: string }) {
  const t = useT();
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">
          {title} <span className="font-normal text-slate-600">{number}</span>
        </span>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium text-teal-800 underline underline-offset-2">
            {t('admin.proof.open')}
          </a>
        ) : null}
      </figcaption>
      {!url ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{t('admin.proof.missing')}</p>
      ) : mimeType === 'application/pdf' ? (
        <iframe src={url} title={t('admin.proof.pdfTitle', { proof: title })} className="h-96 w-full rounded-lg border border-slate-200 bg-slate-50" />
      ) : (
        <img src={url} alt={t('admin.proof.imageAlt', { proof: title, name: owner })} className="max-h-96 w-full rounded-lg border border-slate-200 bg-slate-50 object-contain" />
      )}
    </figure>
  );
}
