import { createContext, useContext } from 'react';
import type { WhitelabelInfo } from '../api/contract';
import { DEFAULT_WHITELABEL } from './whitelabel';

const WhitelabelContext = createContext<WhitelabelInfo>(DEFAULT_WHITELABEL);

export const WhitelabelProvider = WhitelabelContext.Provider;

/** The white-label the app shows: name, colours, logo and public links (read at start-up, and again after a customization save). */
export const useWhitelabel = (): WhitelabelInfo => useContext(WhitelabelContext);

const noReload = async (): Promise<void> => undefined;
const WhitelabelReloadContext = createContext<() => Promise<void>>(noReload);

export const WhitelabelReloadProvider = WhitelabelReloadContext.Provider;

/** Re-reads the white-label so the whole open app (and its other tabs) takes a saved customization. */
export const useReloadWhitelabel = (): (() => Promise<void>) => useContext(WhitelabelReloadContext);
