import { createContext, useContext } from 'react';
import { CORE_ACCESS, type AccessTable } from './accessTable';

/**
 * The app's access table (the core's gates and every plugin's, merged by the registry), for the hooks
 * that answer access on the first render from the session's permissions. The app provides it; without
 * a provider only the core's own gates are known, so a plugin's gate is refused rather than guessed.
 */
const AccessTableContext = createContext<AccessTable>(CORE_ACCESS);

export const AccessTableProvider = AccessTableContext.Provider;

export const useAccessTable = (): AccessTable => useContext(AccessTableContext);
