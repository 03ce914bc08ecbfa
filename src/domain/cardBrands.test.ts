import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, cardBrandFromName, cardBrandFromNumber, cardBrandName, isCardBrandCode, lastFour, passesLuhn } from './cardBrands';

describe('card brands', () => {
  it('numbers the brands 1 to 14, 14 being unrecognised', () => {
    expect(Object.keys(CARD_BRANDS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(cardBrandName(14)).toBe('Unrecognised');
    expect(cardBrandName(0)).toBe('Unrecognised');
    expect(cardBrandName(15)).toBe('Unrecognised');
    expect(cardBrandName('1')).toBe('Unrecognised');
    expect(cardBrandName(3)).toBe('American Express');
    expect(isCardBrandCode(14)).toBe(true);
    expect(isCardBrandCode(1.5)).toBe(false);
  });

  it('reads the brand from a provider name in any spelling', () => {
    expect(cardBrandFromName('visa')).toBe(1);
    expect(cardBrandFromName('MasterCard')).toBe(2);
    expect(cardBrandFromName('amex')).toBe(3);
    expect(cardBrandFromName('American Express')).toBe(3);
    expect(cardBrandFromName('diners')).toBe(5);
    expect(cardBrandFromName('unknown')).toBe(14);
  });

  it('reads the brand from the number prefix', () => {
    expect(cardBrandFromNumber('4242 4242 4242 4242')).toBe(1);
    expect(cardBrandFromNumber('5555555555554444')).toBe(2);
    expect(cardBrandFromNumber('2223003122003222')).toBe(2);
    expect(cardBrandFromNumber('378282246310005')).toBe(3);
    expect(cardBrandFromNumber('6011111111111117')).toBe(4);
    expect(cardBrandFromNumber('3056930009020004')).toBe(5);
    expect(cardBrandFromNumber('3566002020360505')).toBe(6);
    expect(cardBrandFromNumber('6200000000000005')).toBe(7);
    expect(cardBrandFromNumber('6759649826438453')).toBe(8);
    expect(cardBrandFromNumber('2200000000000004')).toBe(9);
    expect(cardBrandFromNumber('5061000000000000')).toBe(10);
    expect(cardBrandFromNumber('9051000000000000')).toBe(11);
    expect(cardBrandFromNumber('6363680000000000')).toBe(12);
    expect(cardBrandFromNumber('1234567812345670')).toBe(14);
    expect(cardBrandFromNumber('4242-abcd')).toBe(14);
  });

  it('checks the Luhn digit and the length', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4000 0025 0000 3155')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242x42424242424')).toBe(false);
    expect(lastFour('4242 4242 4242 4242')).toBe('4242');
  });
});
