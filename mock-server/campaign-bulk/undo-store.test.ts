import { describe, expect, it } from 'vitest';
import { BULK_UNDO_KEEP_SECONDS } from '../../src/api/contract';
import { createUndoStore } from './undo-store';

const rows = [{ id: 1, version: 2, fields: { budget: 10 } }];

describe('the undo store', () => {
  it("gives a batch back once, to its own user, while it is kept", () => {
    let now = 0;
    const store = createUndoStore(() => now);
    const id = store.put(7, rows);
    expect(store.take(8, id)).toBeNull();
    expect(store.take(7, id)).toEqual(rows);
    expect(store.take(7, id)).toBeNull();
    const late = store.put(7, rows);
    now += BULK_UNDO_KEEP_SECONDS * 1000 + 1;
    expect(store.take(7, late)).toBeNull();
  });
});
