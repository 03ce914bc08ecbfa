import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode, Invoice } from '../../src/api/contract';
import { formatMoney } from '../../src/domain/money';
import { buildInvoicePdf } from './invoice-pdf';
import { runsOf } from './pdf-fonts';

/** Names in every script the invoice's faces cover, as a campaign or a person may be named. */
const NAMES = {
  latin: 'Spring sale',
  cyrillic: 'Весенняя распродажа',
  armenian: 'Գարնանային վաճառք',
  hebrew: 'מבצע אביב',
  georgian: 'საგაზაფხულო',
  greek: 'Ανοιξιάτικη',
  thai: 'ลดราคา',
  devanagari: 'बिक्री',
  arabic: 'تخفيضات',
} as const;

const invoice = (currency: CurrencyCode, names: readonly string[]): Invoice =>
  ({
    id: 77,
    from_date: '2026-11-01',
    to_date: '2026-11-30',
    currency,
    user_name: 'Արամ Պետրոսյան',
    email: 'aram@example.test',
    status: 1,
    total: 12_345.67,
    to_be_paid: 12_345.67,
    balance_last_invoice: 0,
    line_items: names.map((name, i) => ({ campaign_id: 1_000_001 + i, campaign_name: name, impression_count: 1000 + i, amount: 10 + i })),
  }) as unknown as Invoice;

const textOf = async (pdf: Buffer): Promise<string> => (await extractText(new Uint8Array(pdf), { mergePages: true })).text;

describe('invoice PDF faces', () => {
  it('draws the dram sign, which the body face lacks, in the Armenian face, and the rest of an amount in the body face', () => {
    const runs = runsOf(formatMoney(1234.5, 'AMD', 'en'));
    expect(runs.map((r) => r.face)).toContain('armenian');
    expect(runs.find((r) => r.face === 'armenian')?.text).toBe('֏');
    expect(runsOf('₦1,000.00')).toEqual([{ face: 'body', text: '₦1,000.00' }]);
    expect(runsOf('ลดราคา 5')).toEqual([
      { face: 'thai', text: 'ลดราคา' },
      { face: 'body', text: ' 5' },
    ]);
  });

  it.each(['USD', 'NGN', 'AMD'] as const)('holds every amount of a %s invoice with its sign, as the app formats it', async (currency) => {
    const text = await textOf(await buildInvoicePdf({ invoice: invoice(currency, [NAMES.latin]), brandName: 'Adwise DSP', statusLabel: 'Paid' }));
    expect(text).toContain(formatMoney(12_345.67, currency, 'en'));
    expect(text).toContain(formatMoney(10, currency, 'en'));
    expect(text).toContain({ USD: '$', NGN: '₦', AMD: '֏' }[currency]);
  });

  it('holds names in Latin, Cyrillic, Armenian, Hebrew, Georgian, Greek, Thai and Devanagari as their own characters', async () => {
    const names = Object.values(NAMES);
    const text = await textOf(await buildInvoicePdf({ invoice: invoice('AMD', names), brandName: 'Ադվայզ', statusLabel: 'Paid' }));
    for (const name of [NAMES.latin, NAMES.cyrillic, NAMES.armenian, NAMES.georgian, NAMES.greek, NAMES.thai, 'Ադվայզ', 'Արամ Պետրոսյան']) expect(text).toContain(name);
    // Right-to-left and shaped scripts come back from the text layer in drawing order or as
    // presentation forms: each letter is there (not a box), whatever order an extractor reads.
    for (const name of [NAMES.hebrew, NAMES.arabic, NAMES.devanagari]) {
      const letters = [...name.normalize('NFKC')].filter((c) => /\p{L}/u.test(c));
      expect(letters.length).toBeGreaterThan(0);
      for (const letter of letters) expect(text.normalize('NFKC')).toContain(letter);
    }
  });
});
