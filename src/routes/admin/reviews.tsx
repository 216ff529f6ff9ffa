import { createFileRoute } from '@tanstack/react-router';
import { ReviewsPage } from '../../features/admin/components/reviews-page.tsx';
import { reviewsSearch, type ReviewsSearch } from '../../features/admin/queue-search-params.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/reviews')({
  validateSearch: reviewsSearch,
  component: Reviews,
});

function Reviews() {
  const t = useT();
  const navigate = Route.useNavigate();
  usePageMeta(t('meta.pageTitle', { title: t('admin.nav.reviews') }));
  const onChange = (next: Partial<ReviewsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), resetScroll: false });
  return <ReviewsPage state={Route.useSearch()} onChange={onChange} />;
}
