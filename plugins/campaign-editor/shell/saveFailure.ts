import { FALLBACK_ERROR_MESSAGE } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';

/** Spec 2 §8's 'Failed To Save Changes'. */
export const FAILED_TO_SAVE_CHANGES = 'campaign-editor.messages.failedToSaveChanges';

/**
 * What a failed Save or Publish says. A failed request shows the server's type.message, so the
 * server's own words win whenever the answer carried them; 'Failed To Save Changes' stands in for
 * the failures that carry none: the server unreachable (the client's own 503), an answer without a
 * message (the client puts the catalogue's generic 'Something went wrong!' there), or an error
 * thrown before any answer. The generic text says less about what happened than this one does.
 */
export const saveFailureMessage = (error: unknown): string =>
  isApiError(error) && error.message && error.message !== FALLBACK_ERROR_MESSAGE ? error.message : FAILED_TO_SAVE_CHANGES;
