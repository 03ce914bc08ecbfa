import { describe, expect, it } from 'vitest';
import { foldName, normaliseName } from './safeText';

describe('normaliseName', () => {
  it('keeps a plain name as it is, and composes it (NFC)', () => {
    expect(normaliseName('Black Friday — London')).toBe('Black Friday — London');
    expect(normaliseName('Cafe\u0301')).toBe('Café');
  });

  it('drops controls, bidi overrides and isolates, and zero-width characters', () => {
    expect(normaliseName('Spring\u0000 \u001b[31msale\r\n')).toBe('Spring [31msale');
    expect(normaliseName('\u202egnirpS\u202c \u2066x\u2069')).toBe('gnirpS x');
    expect(normaliseName('Black\u200b Friday\u200c\u200d\u2060\ufeff')).toBe('Black Friday');
    expect(normaliseName('\u0085\u009b')).toBe('');
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
});
