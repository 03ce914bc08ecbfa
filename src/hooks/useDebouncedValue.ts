import { useEffect, useState } from 'react';

/**
 * The value as it was `ms` milliseconds after its last change: typing in a search box asks the server
 * once per pause rather than once per keystroke (spec 1 §9 debounces).
 */
export const useDebouncedValue = <T>(value: T, ms: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};
