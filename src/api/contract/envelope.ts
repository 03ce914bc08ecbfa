/** Every /v1 answer is wrapped in this envelope; `type.code` 0 means success (spec 1 §7). */
export interface ApiStatus {
  code: number;
  message: string;
}

export interface Envelope<T> {
  type: ApiStatus;
  data: T;
}

/**
 * Field-level validation failures. The spec does not show how the server names fields, so the mock
 * answers code 2 with `data.errors` mapping a request field name to its message, and the client puts
 * each message under the form input of the same name.
 */
export interface FieldErrorsData {
  errors: Record<string, string>;
}

/** Paged list shape used by the list calls (`data.data`, `data.total_size`). */
export interface Page<T> {
  data: T[];
  total_size: number;
}
