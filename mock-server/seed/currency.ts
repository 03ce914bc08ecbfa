// The rates are the app's too (the balance thresholds are dollars in every currency): declared once in
// src/domain/currencyRates.ts.
export { UNITS_PER_USD } from '../../src/domain/currencyRates';

export const round2 = (value: number): number => Math.round(value * 100) / 100;
