/**
 * Card brands (spec 3 §9: "mapped by name and numeric code 1 to 14, 14 means unrecognised"). The spec
 * does not show which code is which brand; this table is our choice, shared by the mock (which stores
 * the code of a saved card) and the app (which shows its name or image). Changing a code is a contract
 * change: stored cards keep the number.
 */
export const CARD_BRANDS = {
  1: 'Visa',
  2: 'Mastercard',
  3: 'American Express',
  4: 'Discover',
  5: 'Diners Club',
  6: 'JCB',
  7: 'UnionPay',
  8: 'Maestro',
  9: 'Mir',
  10: 'Verve',
  11: 'ArCa',
  12: 'Elo',
  13: 'Cartes Bancaires',
  14: 'Unrecognised',
} as const;

export type CardBrandCode = keyof typeof CARD_BRANDS;

/** Code 14: a card whose brand the number does not tell. */
export const UNRECOGNISED_CARD_BRAND: CardBrandCode = 14;

export const isCardBrandCode = (value: unknown): value is CardBrandCode =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 14;

/** The brand's name for a stored code; anything outside 1–14 reads as unrecognised. */
export const cardBrandName = (code: unknown): string => CARD_BRANDS[isCardBrandCode(code) ? code : UNRECOGNISED_CARD_BRAND];

/** Names as payment providers spell them (Stripe's `card.brand`: visa, mastercard, amex, …) → code. */
const BY_NAME: Record<string, CardBrandCode> = {
  visa: 1,
  mastercard: 2,
  amex: 3,
  americanexpress: 3,
  discover: 4,
  diners: 5,
  dinersclub: 5,
  jcb: 6,
  unionpay: 7,
  maestro: 8,
  mir: 9,
  verve: 10,
  arca: 11,
  elo: 12,
  cartesbancaires: 13,
};

/** A brand name in any spelling ("American Express", "amex", "Diners Club") → its code, else 14. */
export const cardBrandFromName = (name: string): CardBrandCode => BY_NAME[name.toLowerCase().replace(/[^a-z]/g, '')] ?? UNRECOGNISED_CARD_BRAND;

/** Inclusive ranges of the number's first digits (issuer identification), most specific first. */
const PREFIXES: readonly { code: CardBrandCode; from: string; to: string }[] = [
  // Verve (Nigeria) and ArCa (Armenia) sit inside ranges other brands also use: checked first.
  { code: 10, from: '506099', to: '506198' },
  { code: 10, from: '650002', to: '650027' },
  { code: 11, from: '9051', to: '9051' },
  { code: 12, from: '636368', to: '636368' },
  { code: 12, from: '438935', to: '438935' },
  { code: 12, from: '504175', to: '504175' },
  { code: 12, from: '451416', to: '451416' },
  { code: 9, from: '2200', to: '2204' },
  { code: 3, from: '34', to: '34' },
  { code: 3, from: '37', to: '37' },
  { code: 5, from: '36', to: '36' },
  { code: 5, from: '300', to: '305' },
  { code: 5, from: '38', to: '39' },
  { code: 6, from: '3528', to: '3589' },
  { code: 4, from: '6011', to: '6011' },
  { code: 4, from: '644', to: '649' },
  { code: 4, from: '65', to: '65' },
  { code: 7, from: '62', to: '62' },
  { code: 8, from: '50', to: '50' },
  { code: 8, from: '56', to: '58' },
  { code: 8, from: '6304', to: '6304' },
  { code: 8, from: '6759', to: '6759' },
  { code: 8, from: '676770', to: '676774' },
  { code: 2, from: '51', to: '55' },
  { code: 2, from: '2221', to: '2720' },
  { code: 1, from: '4', to: '4' },
];

/** Digits only: spaces and dashes as people type them are dropped. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/**
 * The brand a card number's prefix tells (Cartes Bancaires cards are co-branded Visa or Mastercard,
 * so the number alone never says 13). Unknown prefixes and non-digits: 14.
 */
export const cardBrandFromNumber = (number: string): CardBrandCode => {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return UNRECOGNISED_CARD_BRAND;
  for (const { code, from, to } of PREFIXES) {
    const head = digits.slice(0, from.length);
    if (head.length === from.length && head >= from && head <= to) return code;
  }
  return UNRECOGNISED_CARD_BRAND;
};

/** The Luhn check digit test every card number passes; 12 to 19 digits (ISO/IEC 7812). */
export const passesLuhn = (number: string): boolean => {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The last four digits: all a saved card keeps of its number. */
export const lastFour = (number: string): string => cardDigits(number).slice(-4);
