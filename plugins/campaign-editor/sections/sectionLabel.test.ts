import { describe, expect, it } from 'vitest';
import { SECTIONS } from './sections';
import { sectionLabel } from './sectionLabel';

const frequency = SECTIONS.find((section) => section.tab === 'frequency');

describe('sectionLabel', () => {
  it('calls the frequency tab scheduling for a maximized-reach campaign only (spec 2 §2)', () => {
    if (!frequency) throw new Error('no frequency section');
    expect(sectionLabel(frequency, 'maximized_reach')).toBe('campaign-editor.tabs.scheduling');
    expect(sectionLabel(frequency, 'clicks')).toBe('campaign-editor.tabs.frequency');
    expect(sectionLabel(frequency, undefined)).toBe('campaign-editor.tabs.frequency');
  });
});
