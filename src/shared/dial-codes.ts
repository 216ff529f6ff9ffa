/** Calling codes of the markets we serve and their neighbours (ISO 3166-1 alpha-2). */
const DIAL_CODES: Record<string, string> = {
  AE: '+971', IN: '+91', SA: '+966', QA: '+974', KW: '+965', BH: '+973', OM: '+968', PK: '+92', BD: '+880',
  LK: '+94', NP: '+977', PH: '+63', EG: '+20', JO: '+962', LB: '+961', GB: '+44', US: '+1', CA: '+1', AU: '+61',
  IE: '+353', DE: '+49', FR: '+33', SG: '+65', MY: '+60', ZA: '+27', NZ: '+64', IR: '+98', RU: '+7',
};

export function dialCodeOf(countryCode: string | null | undefined): string | null {
  return countryCode ? DIAL_CODES[countryCode.toUpperCase()] ?? null : null;
}
