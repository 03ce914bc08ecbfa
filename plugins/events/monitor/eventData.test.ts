import { describe, expect, it } from 'vitest';
import { readEventData } from './eventData';

describe('event data', () => {
  it('reads the URL, the user agent and the custom parameters in their order, every value as text', () => {
    const data = JSON.stringify({
      pixel_url: 'https://shop.example.com/cart?utm_source=dsp',
      pixel_e: 'add_to_cart',
      pixel_ts: 1,
      pixel_user_agent: 'Mozilla/5.0',
      custom_parameters: { session: 's1', note: '<img src=x onerror=window.__xss=1>', items: 3, nested: { a: [1] } },
    });
    expect(readEventData(data)).toEqual({
      url: 'https://shop.example.com/cart?utm_source=dsp',
      userAgent: 'Mozilla/5.0',
      parameters: [
        ['session', 's1'],
        ['note', '<img src=x onerror=window.__xss=1>'],
        ['items', '3'],
        ['nested', '{"a":[1]}'],
      ],
    });
  });

  it('answers null for data that is no JSON object, and empty parts for missing fields', () => {
    expect(readEventData('not json')).toBeNull();
    expect(readEventData('[1,2]')).toBeNull();
    expect(readEventData('{}')).toEqual({ url: null, userAgent: null, parameters: [] });
  });
});
