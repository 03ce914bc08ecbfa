import { useCallback, useEffect, useRef, useState } from 'react';

/** Inline messages vanish after 3 s (spec 2 §2). */
export const INLINE_MESSAGE_MS = 3_000;

/** A message shown for INLINE_MESSAGE_MS; showing it again restarts the clock. */
export const useFlashMessage = (ms: number = INLINE_MESSAGE_MS) => {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show] as const;
};
