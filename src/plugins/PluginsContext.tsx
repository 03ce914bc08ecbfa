import { createContext, useContext } from 'react';
import type { DspPlugin } from './contract';

const PluginsContext = createContext<readonly DspPlugin[]>([]);

export const PluginsProvider = PluginsContext.Provider;

/** The composed plugin list, for the parts of the shell built from declarations (the menu). */
export const usePlugins = (): readonly DspPlugin[] => useContext(PluginsContext);
