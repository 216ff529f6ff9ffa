import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '../../shared/constants.ts';
import { photoFileProblem, proofFileProblem } from './file-rules.ts';

describe('proofFileProblem (001 §5 files)', () => {
  it('accepts .jpg, .jpeg, .png and .pdf up to 5 MB (5242880 bytes)', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.pdf']) expect(proofFileProblem({ name, size: 10, type: '' })).toBeNull();
    expect(proofFileProblem({ name: 'e.pdf', size: FILE_MAX_BYTES, type: 'application/pdf' })).toBeNull();
  });
  it('refuses other types first, then files over 5 MB', () => {
    expect(proofFileProblem({ name: 'x.docx', size: 10, type: '' })).toBe('files.proofType');
    expect(proofFileProblem({ name: 'noextension', size: 10, type: '' })).toBe('files.proofType');
    expect(proofFileProblem({ name: 'big.pdf', size: FILE_MAX_BYTES + 1, type: '' })).toBe('files.tooLarge');
    expect(FILE_MAX_BYTES).toBe(5242880);
  });
});

describe('photoFileProblem', () => {
  it('needs an image of at most 5 MB', () => {
    expect(photoFileProblem({ name: 'me.png', size: 100, type: 'image/png' })).toBeNull();
    expect(photoFileProblem({ name: 'me.pdf', size: 100, type: 'application/pdf' })).toBe('files.imageOnly');
    expect(photoFileProblem({ name: 'me.jpg', size: FILE_MAX_BYTES + 1, type: 'image/jpeg' })).toBe('files.tooLarge');
  });
});
