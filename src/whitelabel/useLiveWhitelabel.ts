import { useCallback, useEffect, useRef, useState } from 'react';
import type { WhitelabelInfo } from '../api/contract';
import { readWhitelabel } from '../data/whitelabelInfo';
import { applyWhitelabelToDocument } from './whitelabelDocument';

/** Tabs of this origin (so of this white-label) tell each other that the branding was saved. */
const CHANNEL = 'dsp-whitelabel';
/** The storage key written where BroadcastChannel is missing: its `storage` event reaches the other tabs. */
const STORAGE_KEY = 'dsp-whitelabel-changed';
/** Without either, tabs ask again this often: the branding changes rarely, a minute late is fine. */
export const WHITELABEL_POLL_MS = 60_000;

const same = (a: WhitelabelInfo, b: WhitelabelInfo): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface LiveWhitelabel {
  whitelabel: WhitelabelInfo;
  /** Reads the white-label again, applies it here and tells the other tabs to do the same. */
  reload: () => Promise<void>;
}

/**
 * The white-label the open app shows, starting from the one read at boot. After the administrator
 * saves the customization, `reload` re-reads it: the theme (made from it by the App), the app name,
 * the document title and the favicon all change in place, without a page load, and every other tab
 * of the app follows (BroadcastChannel; the `storage` event where it is missing; a periodic read as
 * the last resort).
 */
export const useLiveWhitelabel = (initial: WhitelabelInfo): LiveWhitelabel => {
  const [whitelabel, setWhitelabel] = useState(initial);
  const channel = useRef<BroadcastChannel | null>(null);

  const refetch = useCallback(async () => {
    const next = await readWhitelabel();
    setWhitelabel((current) => (same(current, next) ? current : next));
  }, []);

  useEffect(() => {
    applyWhitelabelToDocument(whitelabel);
  }, [whitelabel]);

  useEffect(() => {
    // A failed read keeps the branding shown: the next change or poll tries again.
    const follow = () => void refetch().catch(() => undefined);
    if (typeof BroadcastChannel !== 'undefined') {
      const opened = new BroadcastChannel(CHANNEL);
      opened.onmessage = follow;
      channel.current = opened;
      return () => {
        opened.close();
        channel.current = null;
      };
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) follow();
    };
    window.addEventListener('storage', onStorage);
    const timer = window.setInterval(follow, WHITELABEL_POLL_MS);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.clearInterval(timer);
    };
  }, [refetch]);

  const reload = useCallback(async () => {
    await refetch();
    if (channel.current) channel.current.postMessage('changed');
    else localStorage.setItem(STORAGE_KEY, String(Date.now()));
  }, [refetch]);

  return { whitelabel, reload };
};
