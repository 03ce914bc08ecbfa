import { useCallback, useEffect, useRef, useState } from 'react';

/** A message shown for `ms` (the top-level form error: 5 s, spec 2 §2); a new one restarts the clock. */
export const useTimedMessage = <T>(ms: number) => {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show };
};
