/**
 * The Arabic or Devanagari web font, for devices with no font of their own for the script (some
 * desktop Linux; phones and other desktops have one: see app.css, which declares the faces). Before a
 * client-rendered page's first render, the page waits for the file (at most 3 s) where the device has no
 * font: text laid out while the font was still loading would move when it arrived (a layout shift).
 * Where the device has a font, nothing waits and nothing is fetched.
 */
import { FONT_WAIT_MS, NO_GLYPH, SCRIPT_FACES } from '../shared/fonts/script-faces.ts';

/**
 * Whether the device's own fonts draw `letter`: without one, the letter is the same empty box as an
 * unassigned code point, so their widths match. Canvas text never uses web fonts it is not given.
 */
export function deviceHasGlyph(letter: string): boolean {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return true;
  context.font = '40px system-ui, sans-serif';
  return context.measureText(letter).width !== context.measureText(NO_GLYPH).width;
}

/** A letter of each script, to find the text written in it. */
const LETTERS = { ar: /[\u0600-\u06FF]/, hi: /[\u0900-\u097F]/ };
/** More text nodes of the script than a page's first screens have: the check stops there (and, with boxes found, reshapes all). */
const MAX_CHECKED = 600;

/** A slice of checking: on a phone 4x slower than a desktop, well under the 50 ms that makes a task "long". */
const SLICE_MS = 4;

/** Gives the main thread back (input, rendering, hydration) between slices of the check. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The elements whose text of the script is drawn as empty boxes: its drawn width (every line of it)
 * differs from what its own font stack measures on a canvas, which uses the loaded face. `every` when the
 * page has more such text than is checked. Shaping Devanagari on a canvas is slow (a listing's nodes took
 * a throttled phone 300 ms in one task), so the check runs in short slices and gives the main thread back
 * between them; a node gone meanwhile is skipped.
 */
async function boxedText(locale: 'ar' | 'hi'): Promise<{ elements: Element[]; every: boolean }> {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return { elements: [], every: true };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  let truncated = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!LETTERS[locale].test(node.nodeValue ?? '')) continue;
    if (nodes.length === MAX_CHECKED) {
      truncated = true;
      break;
    }
    nodes.push(node as Text);
  }
  const range = document.createRange();
  const elements: Element[] = [];
  let font = '';
  let sliceStart = performance.now();
  for (const node of nodes) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    const parent = node.parentElement;
    if (!node.isConnected || !parent) continue;
    range.selectNodeContents(node);
    const lines = Array.from(range.getClientRects());
    let width = 0;
    for (const rect of lines) width += rect.width;
    if (!width) continue;
    const style = getComputedStyle(parent);
    const nodeFont = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    // Setting a canvas font parses it: only when it changes.
    if (nodeFont !== font) context.font = font = nodeFont;
    const spacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
    if (context.letterSpacing !== spacing) context.letterSpacing = spacing;
    const expected = context.measureText((node.nodeValue ?? '').replace(/\s+/g, ' ')).width;
    // A wrapped text loses a space at each break: a looser margin there.
    const margin = lines.length > 1 ? Math.max(8, expected * 0.04) : Math.max(1.5, expected * 0.02);
    if (Math.abs(width - expected) > margin) elements.push(parent);
  }
  return { elements, every: truncated && elements.length > 0 };
}

/**
 * Once the app has hydrated (`<html data-ready>`, src/main.tsx), or after 10 s: measuring text while React
 * hydrates made each slice lay out the page React had just touched, in tasks long enough to block a phone.
 */
function hydrated(): Promise<void> {
  const root = document.documentElement;
  if (root.dataset.ready) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (root.dataset.ready) done();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
    const timer = setTimeout(done, 10_000);
  });
}

/**
 * Draws again the text laid out before the face arrived. Chromium sometimes keeps the empty boxes of
 * words it shaped before the face loaded (server-rendered Hindi: some words of a page, now and then, and
 * every time when the file took longer than font-display's 3 s block period). Once the face is in and the
 * page laid out with it, the text is checked; the elements with boxes get a new font description (an
 * explicit, default-valued feature setting: app.css), which makes Chromium shape their words again. Only
 * those: a restyle of the whole page cost a throttled phone over 100 ms, in one long task. Every element
 * only when the page has more text than is checked. Only on a device with no font of its own for the script.
 */
function reshapeWhenLoaded(locale: 'ar' | 'hi', loaded: Promise<unknown>): void {
  void loaded
    .then(hydrated)
    .then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    .then(() => boxedText(locale))
    .then(({ elements, every }) => {
      const root = document.documentElement;
      if (every) root.dataset.reshapeAll = '';
      else for (const element of elements) element.setAttribute('data-reshape', '');
      root.dataset.scriptFont = elements.length ? 'reshaped' : 'checked';
    });
}

export async function loadScriptFont(locale: 'ar' | 'hi'): Promise<void> {
  const { family, sample, weights } = SCRIPT_FACES[locale];
  if (deviceHasGlyph(sample)) return;
  const loaded = Promise.all(weights.map((weight) => document.fonts.load(`${weight} 16px "${family}"`, sample)));
  reshapeWhenLoaded(locale, loaded);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
