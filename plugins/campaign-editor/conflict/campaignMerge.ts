/**
 * A three-way merge of the editor's form values, for a save refused because someone else stored the
 * campaign after this form was loaded (code 1320). base: the values the form was loaded at; theirs:
 * the campaign as stored now; mine: the form as typed.
 *
 * The merge walks plain objects key by key, so it works field by field (path-wise). A field only one
 * side changed takes that side's value; a field both sides changed to the same value takes it; a
 * field both changed differently is a conflict, left at mine until the user picks. Lists (banners,
 * video ads, attribution pairs, test devices, targeting ids…) are compared as whole values: two
 * people editing different items of one list meet as one conflict on the list, never as a list
 * silently half of each. React-free, so every rule is a unit test.
 */

export type Side = 'mine' | 'theirs';

export interface MergeConflict {
  /** The form path, dotted ('bidding_strategy.click_url'), as the sections' labels name fields. */
  path: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult<T> {
  /** Every field merged; a conflicting one holds mine until resolveConflicts says otherwise. */
  merged: T;
  conflicts: MergeConflict[];
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of JSON-like values (key order ignored; an absent key equals an undefined one). */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key], b[key]));
};

const mergeValue = (base: unknown, mine: unknown, theirs: unknown, path: string[], conflicts: MergeConflict[], serverOwned: ReadonlySet<string>): unknown => {
  if (path.length === 1 && serverOwned.has(path[0] ?? '')) return theirs;
  if (sameValue(mine, theirs)) return mine;
  if (sameValue(mine, base)) return theirs;
  if (sameValue(theirs, base)) return mine;
  if (isPlain(mine) && isPlain(theirs)) {
    const from = isPlain(base) ? base : {};
    const merged: Plain = {};
    new Set([...Object.keys(mine), ...Object.keys(theirs)]).forEach((key) => {
      const value = mergeValue(from[key], mine[key], theirs[key], [...path, key], conflicts, serverOwned);
      if (value !== undefined) merged[key] = value;
    });
    return merged;
  }
  conflicts.push({ path: path.join('.'), base, mine, theirs });
  return mine;
};

/**
 * Merges mine onto theirs against base. `serverOwned` are top-level fields only the server sets (the
 * version, the status…): always theirs, never a conflict, so the result saves at the new version.
 */
export const mergeValues = <T extends object>(base: T, mine: T, theirs: T, serverOwned: readonly string[] = []): MergeResult<T> => {
  const conflicts: MergeConflict[] = [];
  const merged = mergeValue(base, mine, theirs, [], conflicts, new Set(serverOwned));
  return { merged: merged as T, conflicts };
};

const setAt = (target: unknown, keys: readonly string[], value: unknown): unknown => {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  const node: Plain = isPlain(target) ? target : {};
  return { ...node, [key]: setAt(node[key], rest, value) };
};

/** The merged values with each conflict's picked side (mine when none is picked). */
export const resolveConflicts = <T extends object>(result: MergeResult<T>, picks: Readonly<Record<string, Side>>): T =>
  result.conflicts.reduce<T>(
    (values, conflict) => (picks[conflict.path] === 'theirs' ? (setAt(values, conflict.path.split('.'), conflict.theirs) as T) : values),
    result.merged,
  );
