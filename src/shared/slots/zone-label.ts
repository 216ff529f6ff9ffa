/**
 * Names for the zones of the Gulf and India market. Browsers disagree on short
 * zone names (en-US prints 'GMT+4' for Dubai), so the ones patients know are
 * fixed here.
 */
const KNOWN_ABBREVIATIONS: Record<string, string> = {
  'Asia/Dubai': 'GST',
  'Asia/Muscat': 'GST',
  'Asia/Kolkata': 'IST',
  'Asia/Calcutta': 'IST',
  'Asia/Riyadh': 'AST',
  'Asia/Qatar': 'AST',
  'Asia/Bahrain': 'AST',
  'Asia/Kuwait': 'AST',
};

/**
 * One formatter per zone and style, built on first use: constructing an Intl.DateTimeFormat costs far
 * more than formatting with it, and a server-rendered doctor page asks for the same zones on every
 * render (issue 40's profile had `offsetMinutes` among its top self-time functions). An unknown zone
 * throws from the constructor each time, as before, and is never kept.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string, timeZoneName: 'longOffset' | 'short'): Intl.DateTimeFormat {
  const key = `${timeZoneName} ${timeZone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName });
    // Zones come from clinics and browsers (a few dozen); the bound only guards against odd input.
    if (zoneFormats.size >= 500) zoneFormats.clear();
    zoneFormats.set(key, format);
  }
  return format;
}

/**
 * A zone's offset at a given minute, remembered per zone: formatToParts with a long offset name is ICU's
 * slow path (~0.2 ms), paid twice per booking panel render on the server. Offsets change only at whole
 * minutes (daylight-saving transitions), so the last answer stands for the rest of its minute.
 */
const lastOffsets = new Map<string, { minute: number; offset: number | null }>();
function offsetMinutes(timeZone: string, at: Date): number | null {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastOffsets.get(timeZone);
  if (last?.minute === minute) return last.offset;
  const offset = offsetAt(timeZone, at);
  if (lastOffsets.size >= 500) lastOffsets.clear();
  lastOffsets.set(timeZone, { minute, offset });
  return offset;
}

function offsetAt(timeZone: string, at: Date): number | null {
  try {
    const parts = zoneFormat(timeZone, 'longOffset').formatToParts(at);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
    if (!match) return 0; // plain 'GMT'
    const sign = match[1] === '-' ? -1 : 1;
    return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
  } catch {
    return null;
  }
}

/**
 * A short name for a zone: 'GST', 'IST', a letters-only abbreviation the
 * runtime knows ('EST'), or else the IANA name itself ('Europe/Berlin').
 */
export function zoneName(timeZone: string, at: Date): string {
  const known = KNOWN_ABBREVIATIONS[timeZone];
  if (known) return known;
  try {
    const parts = zoneFormat(timeZone, 'short').formatToParts(at);
    const short = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    if (/^[A-Z]{2,5}$/.test(short)) return short;
  } catch {
    // an unknown zone falls through to its own name
  }
  return timeZone;
}

/**
 * The label to put beside slot times when the viewer's clock differs from the
 * clinic's (a patient in Dubai booking a doctor in Kolkata): times are always
 * the clinic's, so say which zone they are in. Null when both clocks agree at
 * `at`, so nothing extra is shown. Use with t('slots.zoneNote', { zone }).
 */
export function zoneLabel(clinicZone: string, viewerZone: string, at: Date): string | null {
  if (clinicZone === viewerZone) return null;
  const clinic = offsetMinutes(clinicZone, at);
  const viewer = offsetMinutes(viewerZone, at);
  if (clinic !== null && clinic === viewer) return null;
  return zoneName(clinicZone, at);
}
