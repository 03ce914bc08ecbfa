import { lengthError } from './validation';

/**
 * A small typed reader for large JSON bodies (the campaign record): each node checks one value against
 * its type and limits and fills what the body left out from a base (the stored record on update, the
 * defaults on create). Problems are collected per field path ('bidding_strategy.click_url',
 * 'visuals.banners.0.width') so a form can show them all at once; unknown keys are dropped, so only
 * contract fields are ever stored.
 */
export type FieldErrors = Record<string, string>;

export interface Node<T> {
  /** The checked value: `input` where given, else `base`. Adds to `errors` when `input` is wrong. */
  read(input: unknown, base: T | undefined, at: string, errors: FieldErrors): T;
}

export const SCHEMA_MESSAGES = {
  required: 'Field is required.',
  text: 'Must be text.',
  number: 'The field value needs to be a number. Make sure to enter a numeric value.',
  integer: 'Must be a whole number.',
  boolean: 'Must be true or false.',
  list: 'Must be a list.',
  object: 'Must be an object.',
  date: 'Invalid date format',
  atLeast: (min: number) => `Must be at least ${min}.`,
  atMost: (max: number) => `Must be at most ${max}.`,
  oneOf: (values: readonly unknown[]) => `Must be one of ${values.join(', ')}.`,
  entries: (max: number) => `At most ${max} entries allowed.`,
  exactEntries: (count: number) => `Must hold exactly ${count} entries.`,
} as const;

const child = (at: string, key: string | number): string => (at ? `${at}.${key}` : String(key));

/** What a node answers for a wrong value: the base, else the input (the caller refuses the body anyway). */
const fallback = <T>(input: unknown, base: T | undefined): T => (base !== undefined ? base : (input as T));

const leaf =
  <T>(check: (value: unknown) => string | null): Node<T> => ({
    read(input, base, at, errors) {
      if (input === undefined) {
        if (base !== undefined) return base;
        errors[at] = SCHEMA_MESSAGES.required;
        return input as T;
      }
      const problem = check(input);
      if (problem === null) return input as T;
      errors[at] = problem;
      return fallback(input, base);
    },
  });

export const text = (max: number): Node<string> =>
  leaf((value) => (typeof value !== 'string' ? SCHEMA_MESSAGES.text : lengthError(value, max)));

export interface NumberLimits {
  min?: number;
  max?: number;
  integer?: boolean;
}

export const number = (limits: NumberLimits = {}): Node<number> =>
  leaf((value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return SCHEMA_MESSAGES.number;
    if (limits.integer && !Number.isInteger(value)) return SCHEMA_MESSAGES.integer;
    if (limits.min !== undefined && value < limits.min) return SCHEMA_MESSAGES.atLeast(limits.min);
    if (limits.max !== undefined && value > limits.max) return SCHEMA_MESSAGES.atMost(limits.max);
    return null;
  });

export const boolean = (): Node<boolean> => leaf((value) => (typeof value === 'boolean' ? null : SCHEMA_MESSAGES.boolean));

export const oneOf = <T extends string | number>(values: readonly T[], message: string = SCHEMA_MESSAGES.oneOf(values)): Node<T> =>
  leaf((value) => ((values as readonly unknown[]).includes(value) ? null : message));

/** An ISO date-time (what the editor sends, in UTC). */
export const dateTime = (): Node<string> =>
  leaf((value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && Number.isFinite(Date.parse(value)) ? null : SCHEMA_MESSAGES.date));

/** An ISO calendar date (YYYY-MM-DD). */
export const calendarDate = (): Node<string> =>
  leaf((value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && Number.isFinite(Date.parse(value)) ? null : SCHEMA_MESSAGES.date));

export const nullable = <T>(node: Node<T>): Node<T | null> => ({
  read(input, base, at, errors) {
    if (input === null) return null;
    if (input === undefined) return base === undefined ? node.read(input, undefined, at, errors) : base;
    return node.read(input, base === null ? undefined : base, at, errors);
  },
});

/**
 * A value the body may leave out even where there is no base (a new list item): `value` then. For the
 * fields the server sets itself (a creative's facts from its stored file), so a client need not send them.
 */
export const optional = <T>(node: Node<T>, value: T): Node<T> => ({
  read(input, base, at, errors) {
    return input === undefined ? (base ?? value) : node.read(input, base, at, errors);
  },
});

export interface ListLimits {
  max?: number;
  /** Exactly this many entries. */
  length?: number;
  /** The message for too many entries (default: SCHEMA_MESSAGES.entries). */
  tooMany?: string;
}

/** A list is one value: a given list replaces the base whole, item by item checked against `item`. */
export const list = <T>(item: Node<T>, limits: ListLimits = {}): Node<T[]> => ({
  read(input, base, at, errors) {
    if (input === undefined) {
      if (base !== undefined) return base;
      errors[at] = SCHEMA_MESSAGES.required;
      return [];
    }
    if (!Array.isArray(input)) {
      errors[at] = SCHEMA_MESSAGES.list;
      return base ?? [];
    }
    if (limits.length !== undefined && input.length !== limits.length) errors[at] = SCHEMA_MESSAGES.exactEntries(limits.length);
    else if (limits.max !== undefined && input.length > limits.max) {
      // Refused whole: a list far past its size is not read entry by entry (nor its errors listed).
      errors[at] = limits.tooMany ?? SCHEMA_MESSAGES.entries(limits.max);
      return base ?? [];
    }
    return input.map((value: unknown, index) => item.read(value, undefined, child(at, index), errors));
  },
});

export type Shape<T> = { [K in keyof T]-?: Node<T[K]> };

/**
 * An object: each known key read against the base's value of that key; `fill` gives the base when
 * there is none (a list item, or a nullable object being set for the first time).
 */
export const object = <T extends object>(shape: Shape<T>, fill?: () => T): Node<T> => ({
  read(input, base, at, errors) {
    const from = base ?? fill?.();
    if (input === undefined) {
      if (from !== undefined) return from;
      errors[at] = SCHEMA_MESSAGES.required;
      return undefined as unknown as T;
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      errors[at] = SCHEMA_MESSAGES.object;
      return fallback(input, base);
    }
    const fields = input as Record<string, unknown>;
    const result: Partial<T> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      result[key] = shape[key].read(fields[key], from?.[key], child(at, key), errors);
    }
    return result as T;
  },
});

/** A map with a fixed set of allowed keys (the scheduling's weekdays), each value read by `value`. */
export const keyedMap = <T>(keys: readonly string[], value: Node<T>): Node<Record<string, T>> => ({
  read(input, base, at, errors) {
    if (input === undefined && base !== undefined) return base;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      errors[at] = input === undefined ? SCHEMA_MESSAGES.required : SCHEMA_MESSAGES.object;
      return base ?? {};
    }
    const fields = input as Record<string, unknown>;
    const unknown = Object.keys(fields).find((key) => !keys.includes(key));
    if (unknown !== undefined) errors[child(at, unknown)] = SCHEMA_MESSAGES.oneOf(keys);
    return Object.fromEntries(keys.filter((key) => key in fields).map((key) => [key, value.read(fields[key], undefined, child(at, key), errors)]));
  },
});
