import { Batch, maxId, type Exec } from './bulk.ts';

/** Search-engine copy for the pages that read it by page type (spec 000 §3). */
export async function insertPageSeo(db: Exec): Promise<void> {
  const rows = new Batch('page_seo', [['id', 'int4'], ['page_type', 'text'], ['title', 'text'], ['description', 'text'], ['canonical_url', 'text'], ['main_description', 'text']]);
  const id = await maxId(db, 'page_seo');
  rows.add(
    id + 1, 'Home', 'MedBook - Find and Book Doctors Near You',
    'Search verified doctors by speciality, condition and location across the UAE and India. Compare fees, ratings and languages, and book an online consultation or a clinic visit in minutes.',
    '/', null,
  );
  rows.add(
    id + 2, 'Doctor Listing', 'Best {speciality} in {location} - Book Appointment Online',
    'Browse {speciality} in {location} by experience, fees, ratings and languages spoken, and book an online consultation or clinic visit.',
    '/search/doctor',
    '<h2>Book the best {speciality} doctors in {location}</h2><p>Compare verified {speciality} doctors in {location} by experience, patient ratings, consultation fees and languages spoken. Book an online video consultation or an in-clinic visit at a time that suits you, and get reminders before your appointment.</p>',
  );
  await rows.flush(db);
}
