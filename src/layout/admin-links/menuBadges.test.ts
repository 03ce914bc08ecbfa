import { describe, expect, it } from 'vitest';
import { moderationBadgeCount } from './menuBadges';

describe('moderationBadgeCount', () => {
  it('adds campaigns and registrants waiting for moderation', () => {
    expect(moderationBadgeCount({ campaigns_in_moderation_count: 16, registrants_in_moderation_count: 3 })).toBe(19);
  });

  it('is 0 while the answer is missing', () => {
    expect(moderationBadgeCount(undefined)).toBe(0);
    expect(moderationBadgeCount(null)).toBe(0);
  });

  it('counts a missing, negative or non-numeric field as none', () => {
    expect(moderationBadgeCount({ campaigns_in_moderation_count: 4 })).toBe(4);
    expect(moderationBadgeCount({ campaigns_in_moderation_count: -2, registrants_in_moderation_count: 5 })).toBe(5);
    expect(moderationBadgeCount({ campaigns_in_moderation_count: Number.NaN, registrants_in_moderation_count: 1 })).toBe(1);
  });
});
