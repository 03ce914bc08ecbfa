import fs from 'node:fs';
import type { DbState } from './types';

/**
 * The change journal beside the db file (`<db>.journal`): what a cheap write appends instead of
 * rewriting the whole document. The document stays json-server's one JSON file of records; the
 * journal holds the records changed since it was last written whole, one line per save, and is folded
 * into it when it grows (db/store.ts) and at every start (db/persistence.ts).
 *
 * A change says which records it touched (`Touched`): by id in the collections whose records carry
 * one, or a whole collection (small ones, or a change that filters one). A change that says nothing is
 * saved by rewriting the document, as before: declaring is an optimisation a route opts into, and a
 * test in check mode (journal.test.ts) proves each declaring route declares all it changes.
 */

/** The collections whose records carry a numeric `id`, so a line can name single records. */
const KEYED = ['spaces', 'users', 'campaigns', 'revisions', 'audit', 'report_views', 'transactions'] as const;
export type KeyedCollection = (typeof KEYED)[number];
export type Collection = Exclude<keyof DbState, 'meta'>;

/** What one change touched: ids in a keyed collection, or `'all'` for a whole collection. */
export type Touched = { [C in KeyedCollection]?: readonly number[] | 'all' } & { [C in Exclude<Collection, KeyedCollection>]?: 'all' };

/** One save's line: its sequence number, and per collection either its whole list or its changed records. */
export interface JournalLine {
  seq: number;
  whole: Partial<Record<Collection, unknown[]>>;
  /** Per keyed collection: [id, record] pairs, the record null when it is gone. */
  records: Partial<Record<KeyedCollection, [number, unknown][]>>;
}

const isKeyed = (collection: string): collection is KeyedCollection => (KEYED as readonly string[]).includes(collection);

/** The touched sets of several changes as one: ids joined, a whole collection winning over ids. */
export const mergeTouched = (all: readonly Touched[]): Touched => {
  const merged: Record<string, Set<number> | 'all'> = {};
  for (const touched of all) {
    for (const [collection, ids] of Object.entries(touched) as [Collection, readonly number[] | 'all' | undefined][]) {
      if (ids === undefined) continue;
      const known = merged[collection];
      if (ids === 'all' || known === 'all') merged[collection] = 'all';
      else merged[collection] = new Set([...(known ?? []), ...ids]);
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([collection, ids]) => [collection, ids === 'all' ? 'all' : [...ids]])) as Touched;
};

/** The line a save of `touched` appends: the records as they are in `state` now. */
export const journalLine = (seq: number, state: DbState, touched: Touched): JournalLine => {
  const line: JournalLine = { seq, whole: {}, records: {} };
  for (const [collection, ids] of Object.entries(touched) as [Collection, readonly number[] | 'all' | undefined][]) {
    if (ids === undefined) continue;
    if (ids === 'all' || !isKeyed(collection)) {
      line.whole[collection] = state[collection];
      continue;
    }
    const list = state[collection] as { id: number }[];
    const wanted = new Set(ids);
    const found = new Map<number, unknown>();
    for (const record of list) if (wanted.has(record.id)) found.set(record.id, record);
    line.records[collection] = ids.map((id) => [id, found.get(id) ?? null]);
  }
  return line;
};

/**
 * Applies a line to a state read from the document: a whole collection replaces the list; a record
 * replaces the one with its id, or is added at the end (where a push puts a new one); null removes it.
 */
export const applyLine = (state: DbState, line: JournalLine): void => {
  for (const [collection, list] of Object.entries(line.whole) as [Collection, unknown[]][]) (state as unknown as Record<string, unknown>)[collection] = list;
  for (const [collection, pairs] of Object.entries(line.records) as [KeyedCollection, [number, unknown][]][]) {
    const list = state[collection] as { id: number }[];
    const at = new Map(list.map((record, index) => [record.id, index]));
    const removed = new Set<number>();
    for (const [id, record] of pairs) {
      const index = at.get(id);
      if (record === null) {
        if (index !== undefined) removed.add(id);
      } else if (index !== undefined) list[index] = record as { id: number };
      else {
        at.set(id, list.length);
        list.push(record as { id: number });
      }
    }
    if (removed.size > 0) (state as unknown as Record<string, unknown>)[collection] = list.filter((record) => !removed.has(record.id));
  }
};

export const journalFileOf = (dbFile: string): string => `${dbFile}.journal`;

/** Appends one line. Synchronous like the document's write: the answer waits for it (http/durable-answers.ts). */
export const appendLine = (file: string, line: JournalLine): number => {
  const text = `${JSON.stringify(line)}\n`;
  fs.appendFileSync(file, text);
  return Buffer.byteLength(text);
};

/**
 * The journal's lines after `afterSeq` (those the document already holds are skipped: a crash between
 * writing the document and emptying the journal leaves them behind). A last line cut short by a crash
 * was never acknowledged (its answer waits for the append), so reading stops there.
 */
export const readJournal = (file: string, afterSeq: number): JournalLine[] => {
  if (!fs.existsSync(file)) return [];
  const lines: JournalLine[] = [];
  for (const text of fs.readFileSync(file, 'utf8').split('\n')) {
    if (text === '') continue;
    let line: JournalLine;
    try {
      line = JSON.parse(text) as JournalLine;
    } catch {
      break;
    }
    if (line.seq > afterSeq) lines.push(line);
  }
  return lines;
};

export const removeJournal = (file: string): void => fs.rmSync(file, { force: true });
