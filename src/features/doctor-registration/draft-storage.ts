import { emptyAddress } from '../../components/doctor-fields/address-fields.tsx';
import { emptyPersonal } from '../../components/doctor-fields/personal-fields.tsx';
import { emptyCredentials, type WizardDraft } from './wizard-rules.ts';

/**
 * The in-progress registration flag of 001 §3 (browser storage `LoginProccess`),
 * here also carrying the typed draft so a reload resumes at the right step with
 * what was entered. The chosen files are kept in IndexedDB beside it (draft-files.ts).
 */
const KEY = 'LoginProccess';

export function readDraft(): WizardDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<WizardDraft>;
    if (typeof value.doctorId !== 'number') return null;
    return {
      doctorId: value.doctorId,
      reached: value.reached === 3 || value.reached === 4 ? value.reached : 2,
      personal: { ...emptyPersonal(), ...value.personal },
      address: { ...emptyAddress(), ...value.address },
      credentials: { ...emptyCredentials(), ...value.credentials },
    };
  } catch {
    return null;
  }
}

export function writeDraft(draft: WizardDraft): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, only a reload starts over.
  }
}

export function clearDraft(): void {
  localStorage.removeItem(KEY);
}
