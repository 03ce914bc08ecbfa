import { describe, expect, it } from 'vitest';
import { isWebAddress } from './webAddress';

describe('terms and privacy addresses', () => {
  it('takes http and https addresses, and none', () => {
    for (const good of ['https://docs.example.com/terms', 'http://example.com', '']) expect(isWebAddress(good)).toBe(true);
  });
  it('refuses other schemes, relative paths and spaces', () => {
    // The same check takes an https address, so each refusal is its address's doing.
    expect(isWebAddress('https://docs.example.com/terms')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', '/terms', 'example.com', 'https://exa mple.com']) expect(isWebAddress(bad)).toBe(false);
  });
});
