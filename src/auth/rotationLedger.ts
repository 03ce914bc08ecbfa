import type { StoredTokens } from './tokenStore';

/**
 * The last refresh any tab made: the refresh token it spent and the tokens it got. Kept in IndexedDB
 * because Chromium carries a localStorage write to the other tabs' processes asynchronously: a tab
 * granted the refresh lock right after another tab released it can still read the spent token from
 * localStorage, while IndexedDB answers every tab from one store in the browser process.
 */
export interface RotationRecord {
  spent: string;
  tokens: StoredTokens;
}

export interface RotationLedger {
  read(): Promise<RotationRecord | null>;
  write(record: RotationRecord): Promise<void>;
}

const DB_NAME = 'dsp-session';
const STORE = 'rotation';
const KEY = 'last';

const request = <T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> =>
  new Promise((resolve, reject) => {
    const opening = indexedDB.open(DB_NAME, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      const transaction = db.transaction(STORE, mode);
      const answer = run(transaction.objectStore(STORE));
      // Settled when the transaction is durable for every tab, not merely when the request answered.
      transaction.oncomplete = () => {
        db.close();
        resolve(answer.result);
      };
      transaction.onerror = () => {
        db.close();
        reject(transaction.error);
      };
    };
  });

const isRecord = (value: unknown): value is RotationRecord =>
  typeof value === 'object' && value !== null && typeof (value as RotationRecord).spent === 'string' && typeof (value as RotationRecord).tokens === 'object';

/** The browser's ledger, or null where IndexedDB is missing (jsdom): the keeper then trusts localStorage. */
export const browserRotationLedger = (): RotationLedger | null =>
  typeof indexedDB === 'undefined'
    ? null
    : {
        read: async () => {
          try {
            const value = await request((store) => store.get(KEY), 'readonly');
            return isRecord(value) ? value : null;
          } catch {
            return null; // a private window may refuse IndexedDB: localStorage alone still works
          }
        },
        write: async (record) => {
          try {
            await request((store) => store.put(record, KEY), 'readwrite');
          } catch {
            /* as above */
          }
        },
      };
