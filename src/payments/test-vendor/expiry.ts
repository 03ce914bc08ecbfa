/** "MM/YY" (or "MM / YY", "MMYY") → month and four-digit year; null when it is not that shape. */
export const parseExpiry = (text: string): { month: number; year: number } | null => {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
};

/** Card digits in groups of four as they are typed ("4242424242" → "4242 4242 42"); 19 digits at most. */
export const groupCardNumber = (text: string): string =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
