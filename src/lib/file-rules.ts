import { FILE_MAX_BYTES } from '../shared/constants.ts';
import type { MessageKey } from '../shared/i18n/en.ts';
import { PROOF_EXTENSIONS } from '../shared/schemas/claim.ts';

/**
 * Quick checks of a chosen file before it is sent (001 §5), so the patient
 * hears at once; the server checks the content again whatever is sent.
 * Each answers a catalog key, or null when the file may go.
 */
interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** A profile picture: any image type, at most 5 MB. */
export function imageFileError(file: PickedFile): MessageKey | null {
  if (!file.type.startsWith('image/')) return 'files.imageOnly';
  if (file.size > FILE_MAX_BYTES) return 'files.tooLarge';
  return null;
}

/** A licence or ID proof: .jpg, .jpeg, .png or .pdf, at most 5 MB. */
export function proofFileError(file: PickedFile): MessageKey | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(PROOF_EXTENSIONS as readonly string[]).includes(ext)) return 'files.proofType';
  if (file.size > FILE_MAX_BYTES) return 'files.tooLarge';
  return null;
}
