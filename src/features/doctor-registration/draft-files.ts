import { del, get, set } from 'idb-keyval';
import { REGISTRATION_FILES_KEY as KEY } from '../../lib/local-data-keys.ts';

/**
 * The files chosen in the registration wizard (the profile photo at step 2, the licence and ID proofs at
 * step 4), kept across a reload (issue 42): the typed draft lives in localStorage (draft-storage.ts), which
 * cannot hold a File; IndexedDB's structured clone can. One doctor's files at a time, dropped on submit,
 * on sign-out and after a day, so ID proofs do not stay on a shared device for long.
 */
export const REGISTRATION_FILES_TTL_MS = 24 * 3_600_000;

export interface RegistrationFiles {
  photo: File | null;
  license: File | null;
  id: File | null;
}

interface Stored extends RegistrationFiles {
  doctorId: number;
  savedAt: number;
}

export async function readRegistrationFiles(doctorId: number, at = Date.now()): Promise<RegistrationFiles | null> {
  try {
    const stored = await get<Stored>(KEY);
    if (!stored) return null;
    if (stored.doctorId !== doctorId || at - stored.savedAt > REGISTRATION_FILES_TTL_MS) {
      if (at - stored.savedAt > REGISTRATION_FILES_TTL_MS) await del(KEY);
      return null;
    }
    return { photo: stored.photo ?? null, license: stored.license ?? null, id: stored.id ?? null };
  } catch {
    return null;
  }
}

export async function saveRegistrationFiles(doctorId: number, files: RegistrationFiles, at = Date.now()): Promise<void> {
  try {
    if (!files.photo && !files.license && !files.id) await del(KEY);
    else await set(KEY, { ...files, doctorId, savedAt: at } satisfies Stored);
  } catch {
    // Storage blocked or full: the files stay in memory, as before.
  }
}

export async function clearRegistrationFiles(): Promise<void> {
  try {
    await del(KEY);
  } catch {
    // Nothing to clear.
  }
}
