import { describe, expect, it } from 'vitest';
import { newCampaignName } from './newCampaignName';

describe('newCampaignName', () => {
  it("gives an account's first campaign the spec's default and numbers the next ones after the count", () => {
    expect(newCampaignName(0)).toBe('New Campaign');
    expect(newCampaignName(1)).toBe('New Campaign 2');
    expect(newCampaignName(30)).toBe('New Campaign 31');
  });
});
