import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/en.ts';
import { enServer } from '../src/shared/i18n/en-server.ts';
import { enConsult } from '../src/shared/i18n/en-consult.ts';

/** Every .ts/.tsx file of the web app (src), tests and the catalogs themselves aside. */
function webAppSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('shared', 'i18n')) ? [] : webAppSources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the server-only catalog', () => {
  it('shares no key with the web app catalog', () => {
    expect(Object.keys(enServer).filter((key) => key in en || key in enConsult)).toEqual([]);
    expect(Object.keys(enConsult).filter((key) => key in en)).toEqual([]);
  });

  it('holds no key the web app looks up (it is not in the web app bundle)', () => {
    const source = webAppSources(path.resolve(import.meta.dirname, '../src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = Object.keys(enServer).filter((key) => source.includes(`'${key}'`) || source.includes(`"${key}"`));
    expect(used).toEqual([]);
  });
});

describe('Arabic counts (issue 42: "خلال 10 دقيقة" should read "10 دقائق")', () => {
  it('words minutes, hours, days and doctors by Arabic plural rules in mails, SMS and answers', async () => {
    await import('./i18n-server.ts');
    const { t } = await import('../src/shared/i18n/format.ts');
    const code = (minutes: number) => t('auth.codeMessage.body', { code: '123456', minutes }, 'ar');
    expect(code(1)).toContain('خلال دقيقة واحدة');
    expect(code(2)).toContain('خلال دقيقتين');
    expect(code(10)).toContain('خلال 10 دقائق');
    expect(code(15)).toContain('خلال 15 دقيقة');
    expect(t('cancel.tooLate', { hours: 3 }, 'ar')).toContain('حتى 3 ساعات');
    expect(t('cancel.tooLate', { hours: 24 }, 'ar')).toContain('حتى 24 ساعة');
    expect(t('booking.error.tooFarAhead', { days: 90 }, 'ar')).toContain('قبل 90 يومًا');
    expect(t('booking.error.tooFarAhead', { days: 7 }, 'ar')).toContain('قبل 7 أيام');
    expect(t('waitlist.error.newAccount', { max: 3, hours: 24 }, 'ar')).toContain('لدى 3 أطباء');
    expect(t('schedule.form.minutes', { minutes: 30 }, 'ar')).toBe('30 دقيقة');
    expect(t('schedule.form.minutes', { minutes: 5 }, 'ar')).toBe('5 دقائق');
  });
});
