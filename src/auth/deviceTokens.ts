/**
 * The device tokens this browser holds, one per account it has signed in to (OWASP device cookies;
 * TokenData.device_token): sent back with the next sign-in to the same account, they keep this browser
 * signing in while strangers' wrong guesses have the account locked for unknown clients. They are no
 * part of the session: signing out keeps them (they are what proves the browser), and they open
 * nothing without the password. Kept in localStorage under the account's lower-case email, as typed
 * at sign-in.
 */
const KEY_PREFIX = 'DSP_DEVICE_TOKEN:';

/** The storage key of an account's device token. */
export const deviceTokenKey = (email: string): string => `${KEY_PREFIX}${email.trim().toLowerCase()}`;

export const readDeviceToken = (email: string): string | null => localStorage.getItem(deviceTokenKey(email));

export const writeDeviceToken = (email: string, token: string): void => {
  localStorage.setItem(deviceTokenKey(email), token);
};
