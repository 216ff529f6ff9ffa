import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { clearSession, setSession } from '../../../lib/session.ts';
import { setupDomRoot } from '../../../lib/testing/render-with-query.tsx';
import { t } from '../../../shared/i18n/format.ts';
import type { DoctorReview } from '../../../shared/schemas/doctor.ts';
import { ReviewList } from './review-list.tsx';

// Issue 40: the server renders every review of a doctor page for each visitor it has not kept the page
// for, so a review is six elements (it was eighteen: wrappers, an <svg> of five stars, a thumb icon),
// with the stars and the thumb drawn by the stylesheet. What a reader and a screen reader get is unchanged.
const dom = setupDomRoot();

const review = (over: Partial<DoctorReview>): DoctorReview => ({
  id: 1,
  reviewer_name: 'Sarah K.',
  stars: 4,
  review: 'Explained everything clearly.',
  is_recommended: true,
  created_at: '2026-11-25T23:08:12.129Z',
  verified_visit: false,
  for_family: null,
  ...over,
});

const reviews = [
  review({}),
  review({ id: 2, reviewer_name: 'Vivek P.', stars: 1, review: 'Waited an hour.', is_recommended: false, created_at: '2026-02-03T10:00:00.000Z' }),
  review({ id: 3, reviewer_name: 'Khalid R.', stars: 5, verified_visit: true }),
];

describe('the review list', () => {
  it('shows each review as an article: name, date, stars read out, text and the recommendation', async () => {
    await dom.render(<ReviewList doctorId={7} reviews={reviews} />);
    const articles = [...dom.container.querySelectorAll('article')];
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual(['Sarah K.', 'Vivek P.', 'Khalid R.']);
    const [first, second, third] = articles as [HTMLElement, HTMLElement, HTMLElement];
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T23:08:12.129Z');
    expect(second.querySelector('time')?.textContent).toBe('Feb 3, 2026');
    const stars = articles.map((article) => article.querySelector('[role="img"]'));
    expect(stars.map((star) => star?.getAttribute('aria-label'))).toEqual(
      ['4.0', '1.0', '5.0'].map((rating) => t('detail.ratedOutOf', { rating })),
    );
    // The stylesheet fills as many stars as the class says (.mb-stars-N in app.css).
    expect(stars.map((star) => [...star!.classList].filter((name) => name.startsWith('mb-stars')))).toEqual([
      ['mb-stars', 'mb-stars-4'],
      ['mb-stars', 'mb-stars-1'],
      ['mb-stars', 'mb-stars-5'],
    ]);
    expect(first.textContent).toContain('Explained everything clearly.');
    expect(first.textContent).toContain(t('detail.recommends', { answer: t('detail.yes') }));
    expect(second.textContent).toContain(t('detail.recommends', { answer: t('detail.no') }));
    // The thumb turns down for a No.
    const thumbs = articles.map((article) => article.querySelector('.mb-thumb')?.classList.contains('mb-thumb-down'));
    expect(thumbs).toEqual([false, true, false]);
    expect(third.textContent).toContain(t('detail.verifiedVisit'));
  });

  it('sets a reviewer’s name apart from the page’s direction, alone or in the family line', async () => {
    const family = review({ id: 4, reviewer_name: 'Imran M.', for_family: { holder_gender: 'male', relation: 'child', gender: 'female' } });
    await dom.render(<ReviewList doctorId={7} reviews={[review({ reviewer_name: 'Imran M.' }), family]} />);
    const [plain, forFamily] = [...dom.container.querySelectorAll('article > p:first-child')].map((p) => p.textContent);
    // First-strong isolates: in an Arabic page the name keeps its own direction ("Imran M.", not ".Imran M").
    expect(plain).toBe('\u2068Imran M.\u2069');
    expect(forFamily).toContain('\u2068Imran M.\u2069');
    expect(forFamily!.replace(/[\u2068\u2069]/g, '')).toBe(
      t('detail.reviewForFamily', { name: 'Imran M.', holder: 'male', relation: 'child', gender: 'female' }),
    );
  });

  it('draws a review in six elements and no icon elements, the verified mark aside', async () => {
    await dom.render(<ReviewList doctorId={7} reviews={reviews} />);
    const [first, second, third] = [...dom.container.querySelectorAll('article')] as HTMLElement[];
    for (const plain of [first!, second!]) {
      expect(plain.querySelectorAll('*').length + 1, plain.getAttribute('aria-label')!).toBe(6);
      expect(plain.querySelector('svg')).toBeNull();
    }
    // The verified mark keeps its badge icon: a span and a two-path drawing more.
    expect(third!.querySelectorAll('*').length + 1).toBe(6 + 4);
  });

  it('hydrates the server markup without a mismatch', async () => {
    const ui = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <ReviewList doctorId={7} reviews={reviews} />
      </QueryClientProvider>
    );
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(ui(new QueryClient()));
    const serverArticles = host.querySelectorAll('article').length;
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, ui(new QueryClient()), { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(serverArticles).toBe(3);
    expect(host.querySelectorAll('article')).toHaveLength(3);
    await act(async () => root.unmount());
    host.remove();
  });

  it("shows Delete on the signed-in patient's own reviews only; a visitor's list asks nothing", async () => {
    const asked: string[] = [];
    setApiTransport(async (url) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ success: true, data: { review_ids: [2] } }), { headers: { 'content-type': 'application/json' } });
    });
    await dom.render(<ReviewList doctorId={7} reviews={reviews} />);
    expect(dom.container.querySelectorAll('button')).toHaveLength(0);
    expect(asked).toEqual([]);
    await dom.remount();
    setSession({ id: 1, user_role: 'user', first_name: 'Vivek', last_name: 'P', name: 'Vivek P', email: 'vivek@example.com', phone: null, country_code: null, profile_image: null });
    try {
      await dom.render(<ReviewList doctorId={7} reviews={reviews} />);
      await vi.waitFor(() => expect(dom.container.querySelectorAll('button')).toHaveLength(1));
      const own = dom.container.querySelector('button')!.closest('article');
      expect(own?.getAttribute('aria-label')).toBe('Vivek P.');
      expect(dom.container.querySelector('button')?.textContent).toBe(t('detail.deleteReview'));
      expect(asked.filter((url) => url.includes('/api/my-reviews'))).toHaveLength(1);
    } finally {
      clearSession();
    }
  });
});
