import { FILE_MAX_BYTES } from '../../shared/constants.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';
import { PROOF_EXTENSIONS } from '../../shared/schemas/claim.ts';

interface PickedFile {
  name: string;
  size: number;
  type: string;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** Licence and ID proofs (001 §5): .jpg, .jpeg, .png or .pdf, at most 5 MB. The server checks the content too. */
export function proofFileProblem(file: PickedFile): MessageKey | null {
  if (!file.name.includes('.') || !(PROOF_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'files.proofType';
  if (file.size > FILE_MAX_BYTES) return 'files.tooLarge';
  return null;
}

/** A profile picture: an image, at most 5 MB. */
export function photoFileProblem(file: PickedFile): MessageKey | null {
  if (!file.type.startsWith('image/')) return 'files.imageOnly';
  if (file.size > FILE_MAX_BYTES) return 'files.tooLarge';
  return null;
}
