import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { PageContainer } from './page.tsx';

/** The router's not-found page (000 §2). */
export function NotFoundPage() {
  const t = useT();
  usePageMeta(t('page.notFound.title'), t('page.notFound.text'));
  return (
    <PageContainer className="flex min-h-[60dvh] items-center justify-center">
      <div className="max-w-md text-center">
        <p className="text-7xl font-extrabold tracking-tight text-teal-600 md:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">{t('page.notFound.title')}</h1>
        <p className="mt-3 text-slate-600">{t('page.notFound.text')}</p>
        <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
          {t('page.notFound.goHome')}
        </Link>
      </div>
    </PageContainer>
  );
}
