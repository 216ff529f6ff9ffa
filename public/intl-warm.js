/*
 * Warms the browser's Intl on another thread (issue 17; started by boot.js).
 *
 * The first Intl.NumberFormat, DateTimeFormat or ListFormat a page creates costs 20-60 ms of main
 * thread on a desktop (V8 builds its list of available locales, ICU opens the language's and the time
 * zones' data), four times that on a phone, and it fell inside hydration: the one step of it that
 * could not be split. Those tables are shared by every thread of the page's process, so building
 * them here, while the app's scripts download, leaves the main thread's first format call cheap.
 * The worker's name is the page's Intl language tag; it formats nothing anyone sees, then closes.
 */
try {
  var tag = self.name || 'en-US';
  new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(1.5);
  new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Dubai', timeZoneName: 'longOffset' }).format(0);
  new Intl.PluralRules(tag).select(1);
  if (Intl.ListFormat) new Intl.ListFormat(tag, { type: 'unit', style: 'short' }).format(['a', 'b']);
} catch (_error) {
  // An old engine without some of these: nothing to warm.
}
close();
