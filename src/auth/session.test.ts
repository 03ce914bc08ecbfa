import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permission, Space } from '../api/contract';
import { signIn } from '../test/signedIn';
import { session } from './session';
import { STORAGE_KEYS, readTokens, writeTokens } from './tokenStore';

/**
 * This tab's window as the session follows it: a target of its own, so the follower the app's modules
 * start on the real window (src/api) never answers these tests' events.
 */
const thisTab = new EventTarget() as EventTarget & Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Another tab of the browser changes the shared localStorage; the browser tells this tab with a
 * `storage` event (never for its own writes), which jsdom leaves to the test to send.
 */
const otherTab = (change: () => void, key: string | null = STORAGE_KEYS.accessToken) => {
  change();
  thisTab.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
};

/** What the other tab's logout does to the shared storage: every session key removed. */
const signOutElsewhere = () =>
  otherTab(() => ['DSP_AUTH_TOKEN', 'REFRESH_DSP_AUTH_TOKEN', 'DSP_AUTH_TOKEN_EXPIRY', 'DSP_USER', 'DSP_SPACE_ID', 'DSP_PERMISSIONS'].forEach((key) => localStorage.removeItem(key)));

/** What the other tab's login stores. */
const signInElsewhere = (permissions: Permission[]) =>
  otherTab(() => {
    writeTokens({ accessToken: 'access-other', refreshToken: 'refresh-other', expiresAt: Date.now() + 3_600_000 });
    localStorage.setItem('DSP_SPACE_ID', '2003');
    localStorage.setItem('DSP_PERMISSIONS', JSON.stringify(permissions));
  });

const SWITCHED: Space = {
  id: 2005,
  name: 'Harbor Lane Media',
  balance: 0,
  currency: 'NGN',
  locale: 'en_US',
  account_type_key: 1,
  owner_user_id: 105,
  payment_settings: { allow_payment: true },
};

describe('session end in one tab', () => {
  it('tells the listeners once however many failing calls end it', () => {
    signIn();
    const ended = vi.fn();
    const stop = session.onEnd(ended);
    Array.from({ length: 5 }, () => session.end());
    stop();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readTokens()).toBeNull();
  });

  it('tells no one of a logout the user asked for', () => {
    signIn();
    const ended = vi.fn();
    const stop = session.onEnd(ended);
    session.end({ notify: false });
    stop();
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('session across tabs', () => {
  let stopFollowing = () => {};
  let ended = vi.fn();
  let stopListening = () => {};
  beforeEach(() => {
    signIn({ permissions: ['PAGE_PROFILE'] });
    stopFollowing = session.followOtherTabs(thisTab);
    ended = vi.fn();
    stopListening = session.onEnd(ended);
  });
  afterEach(() => {
    stopListening();
    stopFollowing();
  });

  it('ends here, once, when another tab signs out, and forgets the account this tab switched to', () => {
    session.setSelectedSpace(SWITCHED);
    signOutElsewhere();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(session.selectedSpace()).toBeNull();
    expect(session.signedInPermissions()).toBeNull();
    // This tab's own logout that follows (SessionWatcher) and late failing calls tell no one again.
    session.end({ notify: false });
    session.end();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps going when another tab refreshes the tokens', () => {
    otherTab(() => writeTokens({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: Date.now() + 20_000 }));
    expect(ended).not.toHaveBeenCalled();
    expect(session.signedInPermissions()).toEqual(['PAGE_PROFILE']);
  });

  it('ignores keys that are not the tokens, and sessionStorage', () => {
    otherTab(() => localStorage.removeItem('DSP_AUTH_TOKEN'), 'DSP_LANGUAGE');
    thisTab.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken, storageArea: sessionStorage }));
    expect(ended).not.toHaveBeenCalled();
  });

  it('follows a storage cleared as a whole by another tab', () => {
    otherTab(() => localStorage.clear(), null);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('works again after another tab signs in: its permissions are read, and the next end is announced', () => {
    expect(session.permissions()).toEqual(['PAGE_PROFILE']);
    signOutElsewhere();
    signInElsewhere(['PAGE_PROFILE', 'PAGE_REPORTS']);
    expect(session.signedInPermissions()).toEqual(['PAGE_PROFILE', 'PAGE_REPORTS']);
    expect(session.ownSpaceId()).toBe(2003);
    // A 401 in this tab, later in the new session, still sends this tab to the login page.
    session.end();
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it('reads the permissions of a session another tab stored in place of this one', () => {
    expect(session.permissions()).toEqual(['PAGE_PROFILE']);
    signInElsewhere(['PAGE_REPORTS']);
    expect(session.permissions()).toEqual(['PAGE_REPORTS']);
    expect(ended).not.toHaveBeenCalled();
  });

  it('stops following once unsubscribed', () => {
    stopFollowing();
    signOutElsewhere();
    expect(ended).not.toHaveBeenCalled();
  });
});
