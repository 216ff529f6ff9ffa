/** Whole rupees with two decimals and no grouping, as the product shows fees ('500.00'). */
const amount = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

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

/** Doctor-portal fee: 'Rs. 500.00' (001 §2 configuration table). */
export function formatRs(value: number | string | null | undefined): string {
  return `Rs.${NBSP}${amount.format(toNumber(value))}`;
}
