import { createFileRoute } from '@tanstack/react-router';
import { ReviewsPage } from '../../features/admin/components/reviews-page.tsx';
import { reviewsSearch, type ReviewsSearch } from '../../features/admin/queue-search-params.ts';
import { useAdminT } from '../../features/admin/use-admin-t.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const Route = createFileRoute('/admin/reviews')({
  validateSearch: reviewsSearch,
  component: Reviews,
});

function Reviews() {
  const t = useAdminT();
  const navigate = Route.useNavigate();
  usePageMeta(t('meta.pageTitle', { title: t('admin.nav.reviews') }));
  const onChange = (next: Partial<ReviewsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), resetScroll: false });
  return <ReviewsPage state={Route.useSearch()} onChange={onChange} />;
}
