/** The account menu's look, shared by its still Login button and the menus (account-menu.tsx), so waking them moves nothing. */
export const menuPopoverClass =
  'min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg outline-none data-[entering]:animate-[fade-in_120ms_ease-out]';
const itemBase = 'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm outline-none';
export const menuItemClass = `${itemBase} text-slate-800 data-[focused]:bg-teal-50 data-[focused]:text-teal-900`;
export const logoutItemClass = `${itemBase} text-red-700 data-[focused]:bg-red-50 data-[focused]:text-red-800`;
export const loginButtonClass =
  'inline-flex h-10 items-center gap-1.5 rounded-xl bg-teal-700 px-4 text-sm font-semibold text-white outline-none hover:bg-teal-800';
