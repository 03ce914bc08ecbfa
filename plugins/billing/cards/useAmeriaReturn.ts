import { useNotify } from 'ra-core';
import { useEffect, useRef } from 'react';
import { AMERIA_RETURN_PARAM } from '../../../src/api/contract';
import { useAddressSearch } from '../../../src/routing/useAddressSearch';

/**
 * Back from the Ameria page (`?payment=success|cancelled`): say how it went, then drop the parameter
 * (replacing the entry, so Back and a reload do not say it again).
 */
export const useAmeriaReturn = () => {
  const notify = useNotify();
  const [search, writeSearch] = useAddressSearch();
  const outcome = search.get(AMERIA_RETURN_PARAM);
  // Said once per return, even when the effect runs twice before the address changes (StrictMode).
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (outcome === null) {
      told.current = null;
      return;
    }
    if (told.current === outcome) return;
    told.current = outcome;
    if (outcome === 'success') notify('billing.cards.ameriaSuccess', { type: 'success' });
    else if (outcome === 'cancelled') notify('billing.cards.ameriaCancelled', { type: 'info' });
    writeSearch(
      (current) => {
        current.delete(AMERIA_RETURN_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [outcome, notify, writeSearch]);
};
