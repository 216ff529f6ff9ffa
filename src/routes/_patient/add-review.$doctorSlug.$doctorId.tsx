import { createFileRoute, notFound } from '@tanstack/react-router';
import { optionalSearch, positiveIdParam, searchObject } from '../../lib/search-params.ts';
import { loadDoctor } from '../../features/doctor-page/api/load-doctor.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { doctorDisplayName } from '../../features/doctor-page/doctor-profile-rules.ts';
import { doctorRoute } from '../../shared/urls.ts';
import { PageContainer, PageHeader } from '../../components/layout/page.tsx';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { WriteReviewPage } from '../../features/review/components/write-review-page.tsx';
import { useT } from '../../lib/i18n.ts';
import { firstDoctorId } from '../../shared/format/doctor-id.ts';

/** `appointmentId` (set by 'Write a Review' on a past booking) names the booking the review is for. */
const reviewSearch = searchObject({ appointmentId: positiveIdParam });

/** Write a Review: /add-review/{doctorSlug}/{doctorId} (001 §2); the doctor id is the third segment. */
export const Route = createFileRoute('/_patient/add-review/$doctorSlug/$doctorId')({
  validateSearch: optionalSearch(reviewSearch),
  loader: async ({ context: { queryClient }, params }) => {
    const doctorId = firstDoctorId(params.doctorId);
    if (doctorId === null) throw notFound();
    return { doctor: await loadDoctor(queryClient, doctorId) };
  },
  pendingMs: 200,
  pendingComponent: ReviewPending,
  component: AddReviewRoute,
});

function AddReviewRoute() {
  const t = useT();
  const { doctor } = Route.useLoaderData();
  const { appointmentId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const target = doctorRoute(doctor);
  return (
    <WriteReviewPage
      key={doctor.id}
      doctor={{
        id: doctor.id,
        name: t('detail.doctorName', { name: doctorDisplayName(doctor) }),
        speciality: doctor.speciality_name,
        photoUrl: mediaUrl(doctor.profile_image),
      }}
      appointmentId={appointmentId}
      onDone={() => void navigate({ to: '/$speciality/$location/doctor/dr-{$doctorSlug}', params: target.params, search: target.search, replace: true })}
      onCancel={() => void navigate({ to: '/my-appointments', search: { tab: 'past' } })}
    />
  );
}

function ReviewPending() {
  const t = useT();
  return (
    <PageContainer>
      <PageHeader title={t('page.review.title')} />
      <div className="max-w-3xl">
        <ProfileFormSkeleton />
      </div>
    </PageContainer>
  );
}
