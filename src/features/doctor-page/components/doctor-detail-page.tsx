import { useEffect, type ReactNode } from 'react';
import { Breadcrumb } from '../../../components/layout/breadcrumb.tsx';
import { PageContainer } from '../../../components/layout/page.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { DEFAULT_CITY } from '../../../shared/constants.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { useDoctorDetail } from '../api/doctor-detail.ts';
import { useDoctorSeo } from '../api/doctor-seo-data.ts';
import { seoFallback } from '../doctor-profile-rules.ts';
import { doctorPath } from '../../../shared/urls.ts';
import { AboutSection } from './about-section.tsx';
import { MobileBookBar } from './mobile-book-bar.tsx';
import { ProfileCard } from './profile-card.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewList } from './review-list.tsx';
import { SymptomsSection } from './symptoms-section.tsx';

/**
 * The doctor detail page (000 §2). Large screens: 65% profile, about, symptoms, ratings
 * and reviews beside a sticky 35% booking column. Small screens: one column with the
 * panel straight after the profile card (booking is why people open the page) and,
 * for a bookable doctor, a bottom bar that brings the panel back once scrolled past.
 * The booking column comes from the route, which composes booking and enquiry.
 */
export function DoctorDetailPage({ doctorId, bookingArea }: { doctorId: number; bookingArea: (doctor: DoctorDetail) => ReactNode }) {
  const t = useT();
  const doctor = useDoctorDetail(doctorId);
  const seo = useDoctorSeo(doctorId);
  // The copy built from the profile only when the SEO answer lacks it (offline): it costs a few formatted
  // messages, and the server (where usePageMeta does nothing) renders every fresh doctor page with it.
  let built: ReturnType<typeof seoFallback> | undefined;
  const fallback = () => (built ??= seoFallback(doctor, t, DEFAULT_CITY));
  usePageMeta(seo?.title ?? fallback().title, seo?.description ?? fallback().description, seo?.canonical_url ?? doctorPath(doctor));
  const bookable = doctor.verification_badge === 'yes';
  // 'Recently viewed' on home keeps the whole profile, so this page opens offline later.
  useEffect(() => {
    void import('../../../lib/recent-doctors.ts').then((db) => db.rememberDoctor(doctor)).catch(() => undefined);
  }, [doctor]);

  return (
    <PageContainer className={bookable ? 'pb-28 lg:pb-8' : ''}>
      <Breadcrumb label={t('page.detail.title')} />
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,65fr)_minmax(0,35fr)] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1 lg:row-start-1">
          <ProfileCard doctor={doctor} />
        </div>
        {/* Spans both rows; the 1fr row takes its extra height, so no gap opens under the profile card. */}
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            {bookingArea(doctor)}
          </div>
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-2">
          <AboutSection text={doctor.about_doctor} />
          <SymptomsSection services={doctor.services} />
          <RatingSummary doctor={doctor} />
          <ReviewList doctorId={doctor.id} reviews={doctor.reviews} />
        </div>
      </div>
      {bookable ? <MobileBookBar doctor={doctor} /> : null}
    </PageContainer>
  );
}
