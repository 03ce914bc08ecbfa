import { useState } from 'react';

/**
 * The newest usable value, or the last one seen when the newest is not (null): an estimate that failed
 * or came back unavailable leaves the previous one showing instead of blanking the gauge.
 */
export const useLastGood = <T>(latest: T | null): T | null => {
  const [kept, setKept] = useState<T | null>(latest);
  // React's "adjust state while rendering": a new good value replaces the kept one in this render.
  if (latest !== null && latest !== kept) setKept(latest);
  return latest ?? kept;
};
