/**
 * The self-hosted faces of the two scripts a device may have no font for (src/styles/app.css declares
 * them), shared by the browser's check (src/lib/script-font.ts) and the server's first-paint guard
 * (server/plugins/font-wait.ts), so both test and wait for the same faces.
 */
export type ScriptLocale = 'ar' | 'hi';

export const SCRIPT_FACES: Record<ScriptLocale, { family: string; sample: string; weights: readonly number[] }> = {
  // One variable face covers every weight.
  ar: { family: 'Noto Sans Arabic Variable', sample: 'ب', weights: [400] },
  // Two static faces: medium text takes 400, semibold and bold take 600.
  hi: { family: 'Noto Sans Devanagari Web', sample: 'क', weights: [400, 600] },
};

/** An unassigned code point: every font draws it as the empty box (.notdef). */
export const NO_GLYPH = '\u0378';

/** How long a page waits for the face before it shows its text anyway: font-display: block's period. */
export const FONT_WAIT_MS = 3000;
