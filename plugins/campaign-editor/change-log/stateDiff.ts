/**
 * The difference of two campaign states for the change log's dialog (spec 2 §2), as plain data the
 * dialog renders as text (never HTML). Nested objects are walked field by field. List items are
 * matched by identity — their `id`, `key`, `file_id` or `name` — not by position, so removing the
 * first of three bidding items reads "Bidding 1 removed", not three items changed. Lists of plain
 * values are sets (exchanges, categories), except on/off lists (the 12 slots), which are positional.
 */

/** One step of a path: a field name, or a list item named by its identity (or its position). */
export type PathStep = { field: string } | { item: string };

export type DiffEntry =
  | { kind: 'changed'; path: PathStep[]; before: unknown; after: unknown }
  | { kind: 'added'; path: PathStep[]; after: unknown }
  | { kind: 'removed'; path: PathStep[]; before: unknown };

type Plain = Record<string, unknown>;

/** Where the walk writes, and the places it reads as one value (a file, a serving decision) rather than walks into. */
interface Collector {
  entries: DiffEntry[];
  whole(path: readonly PathStep[]): boolean;
}

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Identity fields, strongest first. */
const IDENTITY_FIELDS = ['id', 'key', 'file_id', 'name'] as const;

const identityOf = (item: unknown): string | null => {
  if (!isPlain(item)) return null;
  for (const field of IDENTITY_FIELDS) {
    const value = item[field];
    if (typeof value === 'string' || typeof value === 'number') return field === 'name' ? String(value) : `${field} ${value}`;
  }
  return null;
};

export const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
};

/**
 * How a reader knows an item: its (current) name, creative name, title, file name or text when it
 * has one, else its identity's value; a repeated identity keeps its count ('x (2)').
 */
const NAME_FIELDS = ['name', 'creative_name', 'title', 'file_name', 'value'] as const;

const labelOf = (item: unknown, identity: string): string => {
  const name = isPlain(item) ? NAME_FIELDS.map((field) => item[field]).find((value) => (typeof value === 'string' || typeof value === 'number') && String(value) !== '') : undefined;
  // Without a name, the identity's value alone: a reader knows banner 101, not "key 101".
  if (name === undefined) return identity.replace(/^(?:id|key|file_id) /, '');
  return `${String(name)}${/ \(\d+\)$/.exec(identity)?.[0] ?? ''}`;
};

/** Items keyed by identity; an item without one, or a repeated identity, is told apart by its order. */
const keyed = (items: readonly unknown[]): Map<string, unknown> => {
  const seen = new Map<string, number>();
  const result = new Map<string, unknown>();
  items.forEach((item, index) => {
    const identity = identityOf(item) ?? `#${index + 1}`;
    const count = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, count);
    result.set(count === 1 ? identity : `${identity} (${count})`, item);
  });
  return result;
};

const diffObjects = (before: Plain, after: Plain, path: PathStep[], out: Collector) => {
  const keys = [...Object.keys(after), ...Object.keys(before).filter((key) => !(key in after))];
  keys.forEach((key) => walk(before[key], after[key], [...path, { field: key }], out, key in before, key in after));
};

const diffValueSets = (before: readonly unknown[], after: readonly unknown[], path: PathStep[], out: Collector) => {
  const removed = before.filter((value) => !after.some((other) => sameValue(value, other)));
  const added = after.filter((value) => !before.some((other) => sameValue(value, other)));
  if (removed.length === 0 && added.length === 0) {
    // Same values in another order (or repeated differently): the list as a whole changed.
    out.entries.push({ kind: 'changed', path, before, after });
    return;
  }
  removed.forEach((value) => out.entries.push({ kind: 'removed', path, before: value }));
  added.forEach((value) => out.entries.push({ kind: 'added', path, after: value }));
};

const diffLists = (before: readonly unknown[], after: readonly unknown[], path: PathStep[], out: Collector) => {
  const allItems = [...before, ...after];
  if (allItems.every((item) => typeof item === 'boolean')) {
    const length = Math.max(before.length, after.length);
    for (let index = 0; index < length; index += 1) {
      walk(before[index], after[index], [...path, { item: `#${index + 1}` }], out, index < before.length, index < after.length);
    }
    return;
  }
  if (allItems.every((item) => !isPlain(item) && !Array.isArray(item))) {
    diffValueSets(before, after, path, out);
    return;
  }
  const previous = keyed(before);
  const current = keyed(after);
  current.forEach((item, identity) =>
    walk(previous.get(identity), item, [...path, { item: labelOf(item, identity) }], out, previous.has(identity), true),
  );
  previous.forEach((item, identity) => {
    if (!current.has(identity)) out.entries.push({ kind: 'removed', path: [...path, { item: labelOf(item, identity) }], before: item });
  });
};

const endsInField = (path: readonly PathStep[]): boolean => {
  const last = path[path.length - 1];
  return last !== undefined && 'field' in last;
};

function walk(before: unknown, after: unknown, path: PathStep[], out: Collector, hadBefore = true, hasAfter = true): void {
  if (path.length > 0 && out.whole(path)) {
    if (!hadBefore && hasAfter) out.entries.push({ kind: 'added', path, after });
    else if (hadBefore && !hasAfter) out.entries.push({ kind: 'removed', path, before });
    else if (!sameValue(before, after)) out.entries.push({ kind: 'changed', path, before, after });
    return;
  }
  // A whole object that appears or goes (a campaign's creation, an owner block) reads field by field,
  // as its form shows it, rather than as one value no label names.
  if (!hadBefore && hasAfter) {
    if (isPlain(after) && endsInField(path)) {
      Object.keys(after).forEach((key) => walk(undefined, after[key], [...path, { field: key }], out, false, true));
    } else out.entries.push({ kind: 'added', path, after });
    return;
  }
  if (hadBefore && !hasAfter) {
    if (isPlain(before) && endsInField(path)) {
      Object.keys(before).forEach((key) => walk(before[key], undefined, [...path, { field: key }], out, true, false));
    } else out.entries.push({ kind: 'removed', path, before });
    return;
  }
  if (sameValue(before, after)) return;
  if (isPlain(before) && isPlain(after)) diffObjects(before, after, path, out);
  // An object set where there was none (a promotion a type now keeps), or cleared: its fields come or go.
  else if (before === null && isPlain(after)) walk(undefined, after, path, out, false, true);
  else if (isPlain(before) && after === null) walk(before, undefined, path, out, true, false);
  else if (Array.isArray(before) && Array.isArray(after)) diffLists(before, after, path, out);
  else out.entries.push({ kind: 'changed', path, before, after });
}

/**
 * Every difference from `previous` to `current`, in the current state's field order; `whole` names
 * the places compared as one value (their parts mean nothing alone).
 */
export const diffStates = (previous: unknown, current: unknown, whole: (path: readonly PathStep[]) => boolean = () => false): DiffEntry[] => {
  const out: Collector = { entries: [], whole };
  walk(previous ?? {}, current ?? {}, [], out);
  return out.entries;
};
