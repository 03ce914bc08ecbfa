import { describe, expect, it } from 'vitest';
import { changeOfBox } from './useFilterBoxProps';

describe('a filter box change, applied to the address as it is', () => {
  it('adds the picked value to what the address holds, not to what the box last rendered', () => {
    // The box rendered before Nigeria reached the address: its `next` holds only Kenya.
    expect(changeOfBox('country', ['KE'], 'selectOption', { option: 'KE' })(['NG'])).toEqual(['NG', 'KE']);
    expect(changeOfBox('country', ['KE'], 'selectOption', { option: 'KE' })(['NG', 'KE'])).toEqual(['NG', 'KE']);
  });

  it('removes only the value taken out, and clears on clear', () => {
    expect(changeOfBox('country', ['NG'], 'removeOption', { option: 'KE' })(['NG', 'KE', 'US'])).toEqual(['NG', 'US']);
    expect(changeOfBox('country', [], 'clear')(['NG', 'KE'])).toEqual([]);
  });

  it("takes the box's own list for any other change", () => {
    expect(changeOfBox('os', ['ios'], 'createOption')(['android'])).toEqual(['ios']);
  });
});
