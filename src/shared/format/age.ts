/**
 * A person's age on a local date ('YYYY-MM-DD'), both dates calendar dates: whole years, and whole
 * months for a baby under two (a doctor reads "8 months", not "0 years").
 */
export function ageOn(dob: string, on: string): { years: number; months: number } {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  const months = Math.max(0, (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0));
  return { years: Math.floor(months / 12), months };
}
