const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the interface language from its ISO code (the browser's own names); the code when unknown. */
export const countryName = (code: string, locale: string): string => {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a region code at all (a value typed into the address): shown as it is.
    return code;
  }
};

const collators = new Map<string, Intl.Collator>();

/** Compares names as the interface language sorts them ("Österreich" beside "Oman", "Эстония" after "Япония" not). */
export const compareNames = (locale: string): ((a: string, b: string) => number) => {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator.compare;
};
