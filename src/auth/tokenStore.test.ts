import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, expiryFromLogin, expiryFromRefresh, needsRefresh, readTokens, writeTokens } from './tokenStore';

describe('token expiry math (spec 1 §9, spec 3 §9)', () => {
  const now = 1_700_000_000_000;
  it('computes the login expiry from expires_in seconds', () => {
    expect(expiryFromLogin(3600, now)).toBe(now + 3_600_000);
  });
  it('reduces a refreshed lifetime by 10 seconds', () => {
    expect(expiryFromRefresh(3600, now)).toBe(now + 3_590_000);
  });
  it('asks for a refresh within 10 seconds of expiry, and after it', () => {
    expect(needsRefresh(now + 10_001, now)).toBe(false);
    expect(needsRefresh(now + 10_000, now)).toBe(true);
    expect(needsRefresh(now + 1, now)).toBe(true);
    expect(needsRefresh(now - 5_000, now)).toBe(true);
  });
});

describe('token storage', () => {
  it('uses the spec keys DSP_AUTH_TOKEN and REFRESH_DSP_AUTH_TOKEN', () => {
    writeTokens({ accessToken: 'a', refreshToken: 'r', expiresAt: 42 });
    expect(localStorage.getItem('DSP_AUTH_TOKEN')).toBe('a');
    expect(localStorage.getItem('REFRESH_DSP_AUTH_TOKEN')).toBe('r');
    expect(localStorage.getItem(STORAGE_KEYS.expiresAt)).toBe('42');
    expect(readTokens()).toEqual({ accessToken: 'a', refreshToken: 'r', expiresAt: 42 });
  });
  it('reads nothing when a part is missing', () => {
    localStorage.setItem('DSP_AUTH_TOKEN', 'a');
    expect(readTokens()).toBeNull();
  });
});
