import { describe, expect, it } from 'vitest';
import { addressWithTab } from './useEditorTab';

describe("the editor's address when a tab opens", () => {
  it("drops the change log's page and size when another tab opens, keeping everything else", () => {
    const address = addressWithTab(new URLSearchParams('tab=changeLog&page=2&pageSize=5&replicatedId=7'), 'basicInfo');
    expect(address.toString()).toBe('tab=basicInfo&replicatedId=7');
  });

  it('keeps them while the change log stays open', () => {
    expect(addressWithTab(new URLSearchParams('tab=changeLog&page=2&pageSize=5'), 'changeLog').toString()).toBe('tab=changeLog&page=2&pageSize=5');
  });
});
