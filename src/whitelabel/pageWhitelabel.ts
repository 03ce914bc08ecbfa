import { DEFAULT_WHITELABEL_ID, whitelabelIdOfHost } from '../domain/whitelabelHost';

/**
 * The white-label client this page was opened as, by its host's first label (spec 3 §9): `ng` on
 * `ng.example.com`, null where the host names none (an IP address, `localhost`, a single label,
 * `www.…`), so the backend answers as its default client.
 */
export const pageNamedWhitelabel = (): string | null => (typeof location === 'undefined' ? null : whitelabelIdOfHost(location.host));

/** The client the page is, the default 'dsp' where the host names none: what its local copies are kept under. */
export const pageWhitelabel = (): string => pageNamedWhitelabel() ?? DEFAULT_WHITELABEL_ID;
