import { describe, expect, it } from 'vitest';
import { expectConsoleWarning, takeUnexpectedWarnings } from './consoleGuard';

// The guard is installed by the unit tests' setup (src/test/setup.ts); these read what it recorded.
describe('the console guard', () => {
  it("records React's formatted warnings and the translator's, not a data provider's logged errors", () => {
    // (vitest shows these three on the test's output: they are this test's own.)
    console.error('React does not recognize the `%s` prop on a DOM element.', 'InputProps');
    console.warn('Warning: Missing translation for key: "Spent"');
    console.error(new Error('Backend exception'));
    expect(takeUnexpectedWarnings()).toEqual([
      'console.error: React does not recognize the `InputProps` prop on a DOM element.',
      'console.warn: Warning: Missing translation for key: "Spent"',
    ]);
    expect(takeUnexpectedWarnings()).toEqual([]);
  });

  it("leaves out React's word of a lazy part arriving while nothing is rendered (an unmounted tree's), not while something is", () => {
    const late = 'A suspended resource finished loading inside a test, but the event was not wrapped in act(...).';
    console.error(late);
    expect(takeUnexpectedWarnings()).toEqual([]);
    const shown = document.body.appendChild(document.createElement('div'));
    try {
      console.error(late);
      expect(takeUnexpectedWarnings()).toEqual([`console.error: ${late}`]);
    } finally {
      shown.remove();
    }
  });

  it('lets a warning the test declared through', () => {
    expectConsoleWarning(/Missing translation for key: "Spent"/);
    console.warn('Warning: Missing translation for key: "Spent"');
    console.warn('Warning: Missing translation for key: "Name"');
    expect(takeUnexpectedWarnings()).toEqual(['console.warn: Warning: Missing translation for key: "Name"']);
  });
});
