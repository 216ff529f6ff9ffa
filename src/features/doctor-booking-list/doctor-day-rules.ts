/**
 * Contact links of a booking's phone. Numbers taken with the country picker are international
 * ('+971 501234567'): tap-to-call and WhatsApp work from anywhere. An older number without
 * its code gets tap-to-call only (wa.me needs the country code).
 */
export function phoneLinks(phone: string): { tel: string; whatsapp: string | null } | null {
  const compact = phone.replace(/[\s()-]/g, '');
  if (!/^\+?\d{6,16}$/.test(compact)) return null;
  return { tel: `tel:${compact}`, whatsapp: compact.startsWith('+') ? `https://wa.me/${compact.slice(1)}` : null };
}

/** 0.25 → '25%'; one decimal below 10 % ('4.8%'). */
export function percent(rate: number): string {
  const value = rate * 100;
  return `${value < 10 && value > 0 ? value.toFixed(1) : Math.round(value)}%`;
}
