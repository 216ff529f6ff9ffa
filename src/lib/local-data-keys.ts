/**
 * IndexedDB keys (idb-keyval's default store) of drafts a feature keeps on the device, named here so that
 * signing out (features/auth/use-logout.ts) can forget them without importing the feature.
 */
/** The files chosen in the doctor registration wizard (features/doctor-registration/draft-files.ts). */
export const REGISTRATION_FILES_KEY = 'mb.registration-files';
