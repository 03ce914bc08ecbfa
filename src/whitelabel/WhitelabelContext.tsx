import { createContext, useContext } from 'react';
import type { WhitelabelInfo } from '../api/contract';
import { DEFAULT_WHITELABEL } from './whitelabel';

const WhitelabelContext = createContext<WhitelabelInfo>(DEFAULT_WHITELABEL);

export const WhitelabelProvider = WhitelabelContext.Provider;

/** The white-label read at start-up: name, colours, logo and public links. */
export const useWhitelabel = (): WhitelabelInfo => useContext(WhitelabelContext);
