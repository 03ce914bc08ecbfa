/** What every named dataProvider call may carry besides its own parameters. */
export interface CallOptions {
  /** Cancels the request when the query that asked for it is dropped. */
  signal?: AbortSignal;
}

/**
 * A named call's parameters, typed by the resource API that declares them. Named calls are
 * `(ctx, params: unknown)` in the table so that one dataProvider serves every plugin; each builder
 * states the shape it takes here, at the one place it reads them.
 */
export const callParams = <T extends object>(params: unknown): T & CallOptions =>
  (typeof params === 'object' && params !== null ? params : {}) as T & CallOptions;
