import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { WEEKDAYS, type DoctorClinic, type DoctorDetail, type DoctorReview, type Weekday } from '../../../src/shared/schemas/doctor.ts';
import { CARD_COLUMNS, CARD_INSURANCE, CARD_SPECIALIZATIONS, json, toCard, type CardRow } from '../listing/listing-cards.ts';
import { publicReviewerName } from '../../../src/shared/format/reviewer-name.ts';
import { pageRead } from '../common/page-reads.ts';

/**
 * Reviews shown on the detail page; the rest stay in the rating summary. They are read in the order of
 * reviews_doctor_idx (created_at DESC NULLS LAST; created_at is never null, so the order is the same):
 * PostgreSQL then stops after these 20 instead of fetching and sorting every review of a doctor who has
 * hundreds.
 */
export const DETAIL_REVIEWS = 20;

export interface DetailRow extends CardRow {
  about_doctor: string | null;
  registration_number: string | null;
  online_days: number;
  offline_days: number;
  rating_counts: (number | string)[] | null;
  seo_title: string | null;
  seo_description: string | null;
  time_zone: string;
  specializations: { id: number; specialization: string }[] | string;
  spoken_languages: string[] | string;
  services: string[] | string;
  clinics: DoctorClinic[] | string;
  reviews: (Omit<DoctorReview, 'created_at'> & { created_at: string })[] | string;
}

export const daysOf = (mask: number): Weekday[] => WEEKDAYS.filter((_day, i) => (mask & (1 << i)) !== 0);

/**
 * GET /api/doctor-detail: the whole profile in one round trip (json sub-selects for the lists), as ONE
 * json column (row_to_json): node-postgres describes every column of every answer again (a parser
 * and an object key per column, ~40 here), which cost more CPU than the one JSON.parse of the row
 * (issue 40: the doctor page's reads for a different doctor each time).
 */
export async function doctorDetail(db: Db, doctorId: number): Promise<DoctorDetail | null> {
  const row = await doctorDetailRow(db, doctorId);
  if (!row) return null;
  return detailOf(row);
}

/**
 * The listed doctor's row as doctor-detail reads it, or null. One read a page request (page-reads.ts): a
 * doctor page's head and its doctor-seo-data (seo-doctor.ts) take what they show from the same row, so a
 * page not kept yet reads its doctor once, not twice (issue 40: a statement's round trip was the largest
 * single cost of such a page). Shared, so read-only.
 */
export function doctorDetailRow(db: Db, doctorId: number): Promise<DetailRow | null> {
  return pageRead(`doctor-row ${doctorId}`, () => loadDetailRow(db, doctorId));
}

async function loadDetailRow(db: Db, doctorId: number): Promise<DetailRow | null> {
  const result = await db.execute(sql`
    select row_to_json(x) as doctor from (select ${CARD_COLUMNS}, d.about_doctor, d.registration_number, d.online_days, d.offline_days, d.rating_counts,
      d.seo_title, d.seo_description,
      ${CARD_SPECIALIZATIONS}, ${CARD_INSURANCE},
      (select coalesce(json_agg(l.language order by l.language), '[]'::json)
        from doctor_languages dl join languages l on l.id = dl.language_id where dl.doctor_id = d.id) as spoken_languages,
      (select coalesce(json_agg(s.service_name order by s.service_name), '[]'::json)
        from doctor_services dv join services s on s.id = dv.service_id where dv.doctor_id = d.id) as services,
      (select coalesce(json_agg(json_build_object(
          'id', c.id, 'clinic_name', c.clinic_name, 'address_one', c.address_one, 'address_two', c.address_two,
          'city', c.city, 'state', c.state, 'postal_code', c.postal_code, 'country', c.country,
          'latitude', c.latitude, 'longitude', c.longitude,
          'offline_fee', (select min(ac.offline_fee) from availability_configs ac
            where ac.doctor_id = d.id and ac.timing_type = 'offline' and ac.clinic_id = c.id and ac.deleted_at is null)
        ) order by c.id), '[]'::json)
        from clinics c where c.doctor_id = d.id) as clinics,
      (select coalesce(json_agg(json_build_object(
          'id', r.id, 'reviewer_name', r.reviewer_name, 'stars', r.stars,
          'review', r.review, 'is_recommended', r.is_recommended, 'created_at', r.created_at,
          'verified_visit', exists(select 1 from appointments a where a.id = r.appointment_id and a.booking_status = 'completed'),
          'for_family', (select json_build_object('relation', a.subject_relation, 'gender', a.subject_gender,
              'holder_gender', coalesce((select u.gender from users u where u.id = r.patient_id and u.gender in ('male', 'female')), 'other'))
            from appointments a where a.id = r.appointment_id and a.subject_relation is not null and a.subject_gender is not null)
        ) order by r.created_at desc, r.id desc), '[]'::json)
        from (select id, reviewer_name, stars, review, is_recommended, created_at, appointment_id, patient_id from reviews
          where doctor_id = d.id and hidden_at is null order by created_at desc nulls last, id desc limit ${DETAIL_REVIEWS}) r) as reviews
    from doctors d left join specialities sp on sp.id = d.speciality_id
    where d.id = ${doctorId} and d.listed) x`);
  const found = result.rows[0] as { doctor: DetailRow | string } | undefined;
  return found ? json(found.doctor) : null;
}

function detailOf(row: DetailRow): DoctorDetail {
  const specs = new Map([[Number(row.id), json(row.specializations)]]);
  const counts = (row.rating_counts ?? []).map(Number);
  return {
    ...toCard(row, specs),
    spoken_languages: json(row.spoken_languages),
    clinics: json(row.clinics).map((c) => ({
      ...c,
      latitude: c.latitude === null ? null : Number(c.latitude),
      longitude: c.longitude === null ? null : Number(c.longitude),
      offline_fee: c.offline_fee === null ? null : Number(c.offline_fee),
    })),
    about_doctor: row.about_doctor,
    registration_number: row.registration_number,
    services: json(row.services),
    online_timing: { online_days: daysOf(Number(row.online_days)) },
    offline_timings: { offline_days: daysOf(Number(row.offline_days)) },
    ratings_count: [0, 1, 2, 3, 4].map((i) => counts[i] ?? 0) as DoctorDetail['ratings_count'],
    // Public and cached for every visitor: no account id, the reviewer as "First L." (DESIGN §4).
    reviews: json(row.reviews).map((r) => ({ ...r, reviewer_name: publicReviewerName(r.reviewer_name), created_at: new Date(r.created_at).toISOString() })),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    time_zone: row.time_zone,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  };
}
