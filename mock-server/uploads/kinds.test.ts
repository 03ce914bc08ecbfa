import { describe, expect, it } from 'vitest';
import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../src/api/contract';
import { ruleFor } from './kinds';
import { largestRuleOf } from './size-rules';

describe('upload kinds', () => {
  it('reads the kind field per call', () => {
    expect(ruleFor('upload3', 'image')).toBe('image');
    expect(ruleFor('upload3', 'banner')).toBe('banner');
    expect(ruleFor('upload3', ' dynamic_logo ')).toBe('dynamic_logo');
    expect(ruleFor('native', 'image')).toBe('native_image');
    expect(ruleFor('native', 'logo')).toBe('native_logo');
    expect(ruleFor('native', 'video')).toBe('native_video');
    expect(ruleFor('video', 'video')).toBe('video');
    expect(ruleFor('video', 'companion')).toBe('companion');
    expect(ruleFor('audio', 'audio')).toBe('audio');
  });

  it('takes no default: a kind left out or blank names no rule, so no file skips its own', () => {
    for (const call of ['upload3', 'native', 'video', 'audio'] as const) {
      expect(ruleFor(call, undefined), call).toBeNull();
      expect(ruleFor(call, ' '), call).toBeNull();
    }
  });

  it("refuses a kind of another call, an unknown one, or an object's own property names", () => {
    expect(ruleFor('upload3', 'companion')).toBeNull();
    expect(ruleFor('audio', 'video')).toBeNull();
    expect(ruleFor('video', 'gif')).toBeNull();
    expect(ruleFor('upload3', 'toString')).toBeNull();
    expect(ruleFor('upload3', '__proto__')).toBeNull();
  });

  it("reads each call's body under its largest file's rule", () => {
    expect(largestRuleOf('upload3')).toMatchObject({ maxBytes: IMAGE_MAX_BYTES - 1, code: 8 });
    expect(largestRuleOf('native')).toMatchObject({ maxBytes: VIDEO_MAX_BYTES, code: 181 });
    expect(largestRuleOf('video')).toMatchObject({ maxBytes: VIDEO_MAX_BYTES, code: 181 });
    expect(largestRuleOf('audio')).toMatchObject({ maxBytes: AUDIO_MAX_BYTES, code: 181 });
  });
});
