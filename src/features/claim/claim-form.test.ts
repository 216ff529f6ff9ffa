import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/format.ts';
import { checkClaimForm, claimFormData, claimFormOk, emptyClaimForm } from './claim-form.ts';

const file = (name: string) => new File([new Uint8Array([1])], name);
const filled = { first_name: 'Nadia', last_name: 'Karim', license_proof_number: 'DHA-1', id_proof_number: 'P-1' };

describe('claim form (001 §5)', () => {
  it("needs every text field ('All Fields Required*') and both proofs", () => {
    const check = checkClaimForm(emptyClaimForm(), { license: null, identity: null }, 4, 'claim');
    expect(check.missing).toEqual(['first_name', 'last_name', 'license_proof_number', 'id_proof_number']);
    expect(t(check.license!)).toBe('Please Select Medical License Proof*');
    expect(t(check.identity!)).toBe('Please Select ID Proof*');
    expect(claimFormOk(check)).toBe(false);
    expect(t('claim.fieldsRequired')).toBe('All Fields Required*');
  });

  it('blank-only text counts as missing', () => {
    const check = checkClaimForm({ ...filled, last_name: '   ' }, { license: file('a.png'), identity: file('b.pdf') }, 4, 'reclaim');
    expect(check.missing).toEqual(['last_name']);
  });

  it('passes a full form and sends the fields of 001 §3', () => {
    const files = { license: file('a.png'), identity: file('b.pdf') };
    expect(claimFormOk(checkClaimForm(filled, files, 4, 'claim'))).toBe(true);
    const form = claimFormData(filled, files, 4, 'reclaim');
    expect(form.get('doctor_id')).toBe('4');
    expect(form.get('claim_type')).toBe('reclaim');
    expect((form.get('license_proof') as File).name).toBe('a.png');
    expect((form.get('identity_proof') as File).name).toBe('b.pdf');
  });
});
