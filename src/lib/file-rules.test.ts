import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '../shared/constants.ts';
import { t } from '../shared/i18n/format.ts';
import { imageFileError, proofFileError } from './file-rules.ts';

describe('profile image rule (001 §5)', () => {
  it('takes images up to 5 MB', () => {
    expect(imageFileError({ name: 'me.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileError({ name: 'me.webp', type: 'image/webp', size: FILE_MAX_BYTES })).toBeNull();
  });

  it("refuses other types with 'Only image files are allowed!'", () => {
    const key = imageFileError({ name: 'notes.pdf', type: 'application/pdf', size: 10 });
    expect(t(key!)).toBe('Only image files are allowed!');
    expect(imageFileError({ name: 'x', type: '', size: 10 })).toBe('files.imageOnly');
  });

  it("refuses more than 5 MB with 'File size exceeds the 5MB limit.'", () => {
    expect(t(imageFileError({ name: 'big.jpg', type: 'image/jpeg', size: FILE_MAX_BYTES + 1 })!)).toBe('File size exceeds the 5MB limit.');
  });
});

describe('proof file rule (001 §5)', () => {
  it('takes .jpg .jpeg .png .pdf, any case, up to 5 MB (5242880 bytes)', () => {
    expect(FILE_MAX_BYTES).toBe(5242880);
    for (const name of ['a.jpg', 'a.JPEG', 'scan.png', 'licence.final.pdf']) {
      expect(proofFileError({ name, type: '', size: FILE_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other extensions and bigger files', () => {
    expect(proofFileError({ name: 'a.gif', type: 'image/gif', size: 1 })).toBe('files.proofType');
    expect(proofFileError({ name: 'x.docx', type: '', size: 1 })).toBe('files.proofType');
    expect(proofFileError({ name: 'pdf', type: 'application/pdf', size: 1 })).toBe('files.proofType');
    expect(proofFileError({ name: 'a.', type: '', size: 1 })).toBe('files.proofType');
    expect(t(proofFileError({ name: 'a.pdf', type: 'application/pdf', size: FILE_MAX_BYTES + 1 })!)).toBe('File size exceeds the 5MB limit.');
  });
});
