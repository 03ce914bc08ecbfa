import { describe, expect, it } from 'vitest';
import { profileImageFileProblem } from './profileImage';

describe('profile picture file check (spec 3 §5, §9)', () => {
  it('takes png, jpg and jpeg under 500000 bytes', () => {
    for (const name of ['me.png', 'ME.JPG', 'photo.jpeg']) expect(profileImageFileProblem({ name, size: 499_999 })).toBeNull();
    expect(profileImageFileProblem({ name: 'me.png', size: 500_000 })).toBe('tooBig');
    expect(profileImageFileProblem({ name: 'me.gif', size: 10 })).toBe('format');
    expect(profileImageFileProblem({ name: 'png', size: 10 })).toBe('format');
  });
});
