/**
 * A server-render entry for API tests (not a test file): the same contract as src/entry-server.tsx
 * (setupSsr + renderPage, loaded by server/plugins/ssr.ts), without a Vite build. It reads a page's
 * data through the transport the server hands it, as the real renderer's loaders do, so its API
 * calls go through the real routes, read cache and versions, and draws what it read into the HTML.
 * `renders` counts its renders: a test tells a cached page from a rendered one without timing.
 *
 * Pages: `/…/doctor/dr-…?doctorId=N&date=YYYY-MM-DD` the doctor's name, about text, visible reviews
 * and free online slots of that day; `/` the home answer's first doctors; `/contact-us` an uncached
 * call (health), so the page must not be kept.
 */
interface Setup {
  locale: () => string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

let setup: Setup | null = null;
export const probe = { renders: 0 };

export async function setupSsr(given: Setup): Promise<void> {
  setup = given;
}

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The parts of the answers the probe draws. */
interface Answer {
  data: {
    first_name: string;
    last_name: string;
    about_doctor: string | null;
    reviews: { review: string }[] | string;
    online_timeslots: { time: string; isDisabled: boolean }[];
  };
}

async function call(url: string, body?: unknown): Promise<{ status: number; json: Answer }> {
  const headers: Record<string, string> = { 'x-page-locale': setup!.locale() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) };
  const response = await setup!.fetch(url, init);
  return { status: response.status, json: (await response.json()) as Answer };
}

async function doctorPage(url: URL): Promise<string> {
  const doctorId = Number(url.searchParams.get('doctorId'));
  const date = url.searchParams.get('date');
  const [detail, slots] = await Promise.all([
    call(`/api/doctor-detail?doctor_id=${doctorId}`),
    call('/api/doctor-availability', { doctor_id: doctorId, date, type: 'online' }),
  ]);
  const doctor = detail.json.data;
  const reviews = Array.isArray(doctor.reviews) ? doctor.reviews : [];
  const free = slots.json.data.online_timeslots.filter((slot) => !slot.isDisabled);
  return [
    `<h1>${escape(doctor.first_name)} ${escape(doctor.last_name)}</h1>`,
    `<p class="about">${escape(doctor.about_doctor)}</p>`,
    `<ul class="reviews">${reviews.map((review) => `<li>${escape(review.review)}</li>`).join('')}</ul>`,
    `<ul class="slots">${free.map((slot) => `<li>${escape(slot.time)}</li>`).join('')}</ul>`,
  ].join('');
}

export async function renderPage(path: string) {
  probe.renders++;
  const url = new URL(path, 'http://probe.invalid');
  let html: string;
  if (url.pathname.includes('/doctor/dr-')) html = await doctorPage(url);
  else if (url.pathname === '/contact-us') html = `<p>${(await call('/api/health')).status}</p>`;
  else html = `<p class="home" lang="${escape(setup!.locale())}">${escape(JSON.stringify((await call('/api/home')).json).slice(0, 200))}</p>`;
  return { kind: 'page' as const, status: 200, html, state: { locale: setup!.locale(), rendered: probe.renders } };
}
