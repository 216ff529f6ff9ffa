/**
 * The self-hosted faces of the two scripts a device may have no font for (src/styles/app.css declares
 * them), shared by the browser's check (src/lib/script-font.ts) and the server's first-paint guard
 * (server/plugins/font-wait.ts), so both test and wait for the same faces.
 */
export type ScriptLocale = 'ar' | 'hi';

export const SCRIPT_FACES: Record<ScriptLocale, { family: string; sample: string; weights: readonly number[]; unicodeRange: string }> = {
  // One variable face covers every weight.
  ar: {
    family: 'Noto Sans Arabic Variable',
    sample: 'ب',
    weights: [400],
    unicodeRange: 'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC',
  },
  // Two static faces: medium text takes 400, semibold and bold take 600.
  hi: {
    family: 'Noto Sans Devanagari Web',
    sample: 'क',
    weights: [400, 600],
    unicodeRange: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF',
  },
};

/** An unassigned code point: every font draws it as the empty box (.notdef). */
export const NO_GLYPH = '\u0378';

/** How long a page waits for the face before it shows its text anyway: font-display: block's period. */
export const FONT_WAIT_MS = 3000;
