import { currentIntl, currentLocale } from '../i18n/format.ts';

/**
 * Whole rupees with two decimals and no grouping, as the product shows fees ('500.00'). In Arabic the
 * digits stay Western (ar-AE-u-nu-latn, see src/shared/i18n/locale.ts) and the decimal sign is the
 * locale's; the amount is isolated from the surrounding text direction by the caller's markup.
 *
 * For an amount of zero or more, every language we ship writes exactly the digits and a '.', so that
 * text is built here (issue 37): the first Intl.NumberFormat of a page builds the browser's locale tables,
 * a 100–350 ms task on a phone that fell inside hydration whenever intl-warm.js had not finished first.
 * money.test.ts checks the result against Intl for every language. A negative amount takes Intl's path.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const amount = {
  format: (value: number) => {
    if (value >= 0 && value < Number.MAX_SAFE_INTEGER / 1000) {
      // toPrecision first: 2.675 * 100 is 267.49999…, which Intl (working in decimal) rounds to 268.
      const cents = Math.round(Number((value * 100).toPrecision(15)));
      return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    }
    const tag = currentIntl();
    let format = formatters.get(tag);
    if (!format) {
      format = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
      formatters.set(tag, format);
    }
    return format.format(value);
  },
};

function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The space between symbol and amount is a no-break space: a narrow phone card
 * or the sticky bar would otherwise wrap '₹' onto one line and the amount onto the next.
 */
const NBSP = '\u00a0';

/** Patient-side fee: '₹ 500.00' (000 §9). */
export function formatRupees(value: number | string | null | undefined): string {
  return `₹${NBSP}${amount.format(toNumber(value))}`;
}

/**
 * Doctor-portal fee: 'Rs. 500.00' (001 §2 configuration table). 'Rs.' is the English abbreviation: in
 * Arabic and Hindi the portal writes the rupee sign, as the patient side does.
 */
export function formatRs(value: number | string | null | undefined): string {
  return `${currentLocale() === 'en' ? 'Rs.' : '₹'}${NBSP}${amount.format(toNumber(value))}`;
}
