import { describe, expect, it } from 'vitest';
import { safePaymentUrl } from './paymentUrl';

const ORIGIN = 'https://console.example';

describe('the page a redirecting vendor answers', () => {
  it('follows a path of this origin or an https address', () => {
    expect(safePaymentUrl('/v1/payment/ameria/checkout/abc', ORIGIN)).toBe(`${ORIGIN}/v1/payment/ameria/checkout/abc`);
    expect(safePaymentUrl('https://bank.example/pay?id=1', ORIGIN)).toBe('https://bank.example/pay?id=1');
  });

  it('refuses script, data, plain http and protocol-relative addresses, and nothing at all', () => {
    // The same call follows an https address, so each refusal is its address's doing.
    expect(safePaymentUrl('https://bank.example/pay?id=1', ORIGIN)).toBe('https://bank.example/pay?id=1');
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'http://bank.example/', '//evil.example/x', '/\\evil.example', null, '']) {
      expect(safePaymentUrl(url, ORIGIN), String(url)).toBeNull();
    }
  });
});
