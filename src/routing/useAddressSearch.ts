import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export type SearchUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * The addresses written and not yet rendered, oldest first. Shared by every hook on the page (a list,
 * its date range, the report's filters write the same address). A render of one of them settles it
 * and those before it; a render of any other address (Back, a link) means they were overtaken.
 */
let pending: { pathname: string; search: string }[] = [];

const settle = (pathname: string, search: string) => {
  const index = pending.findIndex((entry) => entry.pathname === pathname && entry.search === search);
  pending = index === -1 ? [] : pending.slice(index + 1);
};

/**
 * The address's query string, and a writer whose update starts from the address as the last write
 * left it. react-router's own `setSearchParams(fn)` hands `fn` the parameters of the last render; its
 * navigations render in a transition, so two changes in quick succession (a click, then a keystroke
 * before the page re-rendered) would have the second undo the first.
 */
export const useAddressSearch = (): [URLSearchParams, (update: SearchUpdate, options?: { replace?: boolean }) => void] => {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rendered = useRef({ pathname, search: search.toString() });
  rendered.current = { pathname, search: search.toString() };
  const query = search.toString();
  useEffect(() => settle(pathname, query), [pathname, query]);
  const write = useCallback(
    (update: SearchUpdate, { replace = false }: { replace?: boolean } = {}) => {
      const last = pending.at(-1);
      const base = last && last.pathname === rendered.current.pathname ? last.search : rendered.current.search;
      const next = update(new URLSearchParams(base)).toString();
      if (next === base) return;
      pending.push({ pathname: rendered.current.pathname, search: next });
      navigate({ pathname: rendered.current.pathname, search: next === '' ? '' : `?${next}` }, { replace });
    },
    [navigate],
  );
  return [search, write];
};
