/**
 * E2E helpers for doctor registration and verification: small real PNG/PDF
 * files, the admin's API session (admin@demo.test signs in by code, like the
 * verification team would, and decides through /api/admin/doctors), and a
 * doctor registered and verified through the API for specs that start in the portal.
 */
import { deflateSync } from 'node:zlib';
import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken } from './e2e-auth.ts';
import { t } from './messages.ts';
import { freshEmail as freshAddress } from './e2e-email.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, tail]);
}

/** A valid RGB PNG (teal pixels). */
export function pngFile(name = 'photo.png', size = 8) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [15, 118, 110]).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** The smallest file a PDF reader recognises. */
export function pdfFile(name = 'licence.pdf') {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };
}

/** Clicks a file button and answers the browser's file chooser. */
export async function chooseFile(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/**
 * Doctors registered by the e2e specs land in a speciality and city no other
 * spec counts (the listing spec counts Cardiology in Dubai, booking specs use
 * General Physician): all specs share one database during a run.
 */
export const REGISTERED_SPECIALITY = 'Geriatrics';
export const REGISTERED_SPECIALIZATION = 'Memory Care';
export const REGISTERED_CITY = 'Ajman';

/** A fresh doctor's address (e2e-email.ts's freshEmail, in the registered doctors' domain). */
export const freshDoctorEmail = (label: string) => freshAddress(label, 'register.test');

/** An API context signed in as admin@demo.test (Bearer token; no cookies shared with the page). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const token = await apiToken(anonymous, 'admin@demo.test');
  await anonymous.dispose();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

/** The admin verifies the pending registration of the doctor account with this email (POST /api/admin/doctors/:id/verify). */
export async function verifyDoctorByEmail(admin: APIRequestContext, email: string): Promise<number> {
  const list = await admin.get('/api/admin/doctors', { params: { pending: '1' } });
  expect(list.ok(), await list.text()).toBe(true);
  const row = (await list.json()).data.find((item: { account: { email: string | null } | null }) => item.account?.email === email);
  expect(row, `${email} is pending verification`).toBeTruthy();
  const verified = await admin.post(`/api/admin/doctors/${row.id}/verify`);
  expect(verified.ok(), await verified.text()).toBe(true);
  return row.id as number;
}

/**
 * A doctor registered through the API (wizard step 1 sign-in, then POST
 * doctor/register) and verified by the admin: ready to sign in to the portal.
 */
export async function registerVerifiedDoctor(baseURL: string, email: string, name: { first: string; last: string }): Promise<number> {
  return (await registerVerifiedDoctorSession(baseURL, email, name)).doctorId;
}

/** registerVerifiedDoctor, also giving the bearer token of the step 1 sign-in (still valid once verified). */
export async function registerVerifiedDoctorSession(
  baseURL: string, email: string, name: { first: string; last: string },
): Promise<{ doctorId: number; token: string }> {
  const { token } = await registerDoctorSession(baseURL, email, name);
  const admin = await adminApi(baseURL);
  const doctorId = await verifyDoctorByEmail(admin, email);
  await admin.dispose();
  return { doctorId, token };
}

/** A doctor registration submitted through the API (wizard step 1 sign-in, then POST doctor/register), pending verification. */
export async function registerDoctorSession(
  baseURL: string, email: string, name: { first: string; last: string },
): Promise<{ doctorId: number; token: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  // Wizard step 1's sign-in (intent 'register' opens a new doctor account), without the code ceremony.
  const signedIn = await api.post('/api/dev/sign-in', { data: { email, user_type: 'doctor', intent: 'register' } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { token, user_details: user } = (await signedIn.json()).data;
  const home = (await (await api.get('/api/home')).json()).data;
  const speciality = home.specialities.find((s: { speciality: string }) => s.speciality === REGISTERED_SPECIALITY);
  const registered = await api.post('/api/doctor/register', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      doctor_id: String(user.doctor_id),
      first_name: name.first,
      last_name: name.last,
      gender: 'female',
      dob: '1984-03-09',
      address_one: 'Building 12',
      address_two: 'Al Wasl Road',
      country: 'United Arab Emirates',
      state: 'Ajman',
      city: 'Ajman',
      postal_code: '00000',
      latitude: '25.4052',
      longitude: '55.5136',
      experience_years: '11',
      registration_no: 'DHA-E2E',
      license_number: 'LIC-E2E',
      id_number: 'ID-E2E',
      'specialization[0]': String(speciality.specializations[0].id),
      license_proof: pdfFile(),
      id_proof: pngFile('id.png'),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await api.dispose();
  return { doctorId: user.doctor_id as number, token: token as string };
}

/**
 * Step 4: the speciality first (its name is then the listing line under it), then one of its
 * specializations, typed and picked from the list the speciality narrowed.
 */
export async function chooseSpecialization(page: Page, speciality = REGISTERED_SPECIALITY, specialization = REGISTERED_SPECIALIZATION) {
  await chooseSpeciality(page, speciality);
  await page.getByLabel(t('doctorFields.specializations')).fill(specialization.split(' ')[0]!);
  await page.getByRole('option', { name: specialization }).click();
  await page.keyboard.press('Escape');
}

/** Step 4's speciality choice (its list opens once the catalog has loaded: pressed again until it shows). */
export async function chooseSpeciality(page: Page, speciality: string) {
  const trigger = page.getByRole('button', { name: t('ui.speciality') });
  await expect(async () => {
    if ((await page.getByRole('listbox').count()) === 0) await trigger.click();
    await page.getByRole('option', { name: speciality, exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(t('doctorRegister.listedUnder', { speciality }))).toBeVisible();
}
