import { randomUUID } from 'node:crypto';
import { BULK_UNDO_KEEP_SECONDS } from '../../src/api/contract';
import type { RowUndo } from './row-change';
import * as mockClock from '../clock';

/**
 * The previous values of recent batches, kept in memory for the undo (ours). Not in the db: an undo
 * lives seconds, and a restarted mock simply has none to offer (the undo answers "unknown"). Each batch
 * belongs to the user who made it, is taken once, and is forgotten after BULK_UNDO_KEEP_SECONDS; at most
 * MAX_BATCHES are kept, the oldest dropped first, so no caller can grow the store without bound.
 */
const MAX_BATCHES = 1000;

interface Batch {
  userId: number;
  rows: RowUndo[];
  keptUntil: number;
}

export interface UndoStore {
  /** Keeps a batch's rows and answers its id. */
  put(userId: number, rows: RowUndo[]): string;
  /** The batch's rows, once, for its own user while it is kept; else null. */
  take(userId: number, undoId: string): RowUndo[] | null;
}

export const createUndoStore = (now: () => number = mockClock.now): UndoStore => {
  const batches = new Map<string, Batch>();
  const forgetExpired = (): void => {
    for (const [id, batch] of batches) if (batch.keptUntil < now()) batches.delete(id);
  };
  return {
    put(userId, rows) {
      forgetExpired();
      const id = randomUUID();
      batches.set(id, { userId, rows, keptUntil: now() + BULK_UNDO_KEEP_SECONDS * 1000 });
      // A Map iterates in insertion order: the first key is the oldest batch.
      while (batches.size > MAX_BATCHES) batches.delete(batches.keys().next().value ?? id);
      return id;
    },
    take(userId, undoId) {
      forgetExpired();
      const batch = batches.get(undoId);
      if (!batch || batch.userId !== userId) return null;
      batches.delete(undoId);
      return batch.rows;
    },
  };
};
