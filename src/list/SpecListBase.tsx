import { createContext, useContext, type ReactNode } from 'react';
import { ListContextProvider, type RaRecord } from 'ra-core';
import type { SpecListConfig } from './listConfig';
import { useSpecListController } from './useSpecListController';

const SpecListConfigContext = createContext<SpecListConfig | null>(null);

/** The list's own configuration (page sizes, placeholder rows) for the kit's components. */
export const useSpecListConfig = (): SpecListConfig => {
  const config = useContext(SpecListConfigContext);
  if (!config) throw new Error('A list kit component is used outside <SpecListBase>');
  return config;
};

interface Props {
  config: SpecListConfig;
  /** Filters the page adds to every request without writing them as list filters (e.g. its date range). */
  filter?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * Every spec list starts here, as react-admin's `<ListBase>` does: it runs the list controller and
 * hands its result to the children through react-admin's ListContext (`useListContext()`).
 */
export const SpecListBase = <T extends RaRecord = RaRecord>({ config, filter, children }: Props) => {
  const controller = useSpecListController<T>(config, { filter });
  return (
    <SpecListConfigContext.Provider value={config}>
      <ListContextProvider value={controller}>{children}</ListContextProvider>
    </SpecListConfigContext.Provider>
  );
};
