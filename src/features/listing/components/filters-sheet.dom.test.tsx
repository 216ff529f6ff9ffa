import { describe, expect, it } from 'vitest';
import { setupDomRoot } from '../../../lib/testing/render-with-query.tsx';
import type { Currency } from '../../../shared/format/currency.ts';
import { parseListingSearch } from '../../../shared/listing/query.ts';
import { FiltersSheet } from './filters-sheet.tsx';

// Issue 41: the phone's filter sheet writes the Fees bands in the listing's currency (the answer's
// `currency`, passed down from the listing view), as the desktop sidebar does.
const dom = setupDomRoot();
const noop = () => undefined;

/** The Fees checkboxes' labels in the open sheet (a dialog rendered beside the root, in document.body). */
async function feeLabels(currency: Currency | null): Promise<string[]> {
  await dom.render(
    <FiltersSheet isOpen onOpenChange={noop} search={parseListingSearch({})} update={noop} languages={[]} insurers={[]} currency={currency} total={null} />,
  );
  const dialog = document.body.querySelector('[role=dialog]')!;
  return [...dialog.querySelectorAll('label')].map((label) => label.textContent!.replaceAll('\u00a0', ' ')).filter((text) => /\d - /.test(text));
}

describe('the filter sheet on phones', () => {
  it('writes the fee bands in dirhams for a Dubai listing', async () => {
    expect((await feeLabels('AED')).slice(0, 3)).toEqual(['AED 100 - AED 500', 'AED 500 - AED 1000', 'AED 1000 - AED 2000']);
  });

  it('in rupees for an Indian one, and bare where the doctors charge in several currencies', async () => {
    expect((await feeLabels('INR'))[0]).toBe('₹ 100 - ₹ 500');
    await dom.remount();
    expect((await feeLabels(null))[0]).toBe('100 - 500');
  });
});
