import { describe, expect, it } from 'vitest';
import { BLANK_LOOKALIKE, foldName, INVISIBLE_CHARACTER, INVISIBLE_OR_BLANK, normaliseName, withoutLeadingBlanks } from './safeText';
import { expectEvery } from '../test/expectations';

/** The probes: each made a second name that looked like the first, or hid what a name says. */
const INVISIBLES = ['\u2063', '\u{E0020}', '\u206a', '\u200b', '\u202e', '\u0007', '\u001b', '\u0001', '\u180e', '\u00ad', '\ufeff', '\u2060', '\u034f', '\ufe0f', '\u{E0001}', '\u{E007F}'];
const BLANKS = ['\u2800', '\u3164', '\u115f', '\u1160', '\uffa0'];

describe('normaliseName', () => {
  it('keeps a plain name as it is, and composes it (NFC)', () => {
    expect(normaliseName('Black Friday — London')).toBe('Black Friday — London');
    expect(normaliseName('Cafe\u0301')).toBe('Café');
    expect(normaliseName('Ｂｌａｃｋ ﬁ')).toBe('Ｂｌａｃｋ ﬁ');
  });

  it('drops controls, bidi overrides and isolates, and zero-width characters', () => {
    expect(normaliseName('Spring\u0000 \u001b[31msale\r\n')).toBe('Spring [31msale');
    expect(normaliseName('\u202egnirpS\u202c \u2066x\u2069')).toBe('gnirpS x');
    expect(normaliseName('Black\u200b Friday\u200c\u200d\u2060\ufeff')).toBe('Black Friday');
    expect(normaliseName('\u0085\u009b')).toBe('');
  });

  it('drops every control, format and default-ignorable character (invisible operators, tags, deprecated format characters)', () => {
    for (const invisible of INVISIBLES) expect({ invisible, kept: normaliseName(`Sale${invisible} 2026${invisible}`) }).toEqual({ invisible, kept: 'Sale 2026' });
  });

  it('keeps a blank look-alike as a plain space, and trims what is left', () => {
    for (const blank of BLANKS) expect({ blank, kept: normaliseName(`Sale${blank}2026`) }).toEqual({ blank, kept: 'Sale 2026' });
    for (const blank of BLANKS) expect({ blank, kept: normaliseName(` ${blank}Sale\u200b ${blank}`) }).toEqual({ blank, kept: 'Sale' });
  });
});

describe('foldName', () => {
  it('compares names whatever their case, compatibility forms, invisible characters and spacing', () => {
    const plain = foldName('Black Friday — London');
    expect(foldName('Black Friday — London\u200b')).toBe(plain);
    expect(foldName('BLACK  FRIDAY — LONDON ')).toBe(plain);
    expect(foldName('Ｂｌａｃｋ Friday — London')).toBe(plain);
    expect(foldName('Black Fri\u00adday — London')).toBe(plain);
    expect(foldName('Black Friday — Paris')).not.toBe(plain);
  });

  it('folds every invisible character and blank look-alike away: no second name of the same look', () => {
    const plain = foldName('Spring sale');
    for (const hidden of [...INVISIBLES, ...BLANKS]) expect({ hidden, folded: foldName(`${hidden}Spring sale${hidden}`) }).toEqual({ hidden, folded: plain });
    for (const invisible of INVISIBLES) expect({ invisible, folded: foldName(`Spr${invisible}ing sale`) }).toEqual({ invisible, folded: plain });
    for (const blank of BLANKS) expect({ blank, folded: foldName(`Spring${blank}sale`) }).toEqual({ blank, folded: plain });
    expect(foldName('probe-1')).toBe(foldName('ＰROBE-1'));
    expect(foldName('probe-1')).toBe(foldName('PROBE-1\u200b'));
  });
});

describe('the character classes', () => {
  it('name single characters, with no flags to carry state between uses', () => {
    for (const pattern of [INVISIBLE_CHARACTER, BLANK_LOOKALIKE, INVISIBLE_OR_BLANK]) expect(pattern.flags).toBe('u');
    expectEvery(INVISIBLES, (c) => INVISIBLE_CHARACTER.test(c) && INVISIBLE_OR_BLANK.test(c));
    expectEvery(BLANKS, (c) => BLANK_LOOKALIKE.test(c) && INVISIBLE_OR_BLANK.test(c));
    expect(['a', ' ', '=', 'Ж', '₦', '😀'].some((c) => INVISIBLE_OR_BLANK.test(c))).toBe(false);
  });
});

describe('withoutLeadingBlanks', () => {
  it('drops every leading character a spreadsheet may draw as nothing, and only those', () => {
    const blanks = '\u3164\u115F\u1160\uFFA0\u2800\u180E\u034F\u17B4\u17B5\uFE00\uFE0F\u{E0000}\u{E0041}\u{E0FFF}\u{E0100} \t\u00A0\u2003\u2028\u0085\u0000\u200B\u200E\u2066\uFEFF\u00AD';
    expect(withoutLeadingBlanks(`${blanks}=1+3`)).toBe('=1+3');
    expect(withoutLeadingBlanks(blanks)).toBe('');
  });

  it('keeps the text from its first visible character, blanks inside it included', () => {
    expect(withoutLeadingBlanks('Lagos\u3164 =1')).toBe('Lagos\u3164 =1');
    expect(withoutLeadingBlanks('\u3164Ｌagos')).toBe('Ｌagos');
    expect(withoutLeadingBlanks('')).toBe('');
  });
});
