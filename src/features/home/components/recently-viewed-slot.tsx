/**
 * SLOT: "Recently viewed" doctors on home (DESIGN §6, read from Dexie, openable offline).
 * The offline issue fills this in; until then it renders nothing, so the page has no
 * empty heading or placeholder text.
 */
export function RecentlyViewedSlot() {
  return null;
}
