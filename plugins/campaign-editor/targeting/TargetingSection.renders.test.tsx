import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answered, manualForm, renderSection } from './TargetingSection.testkit';

/**
 * Renders of the tab's parts, counted by wrapping each (vi.mock below; hoisted with the mocks, which
 * run before this file's other top-level code): a keystroke must repaint only the input typed in.
 */
const { renders, counted } = vi.hoisted(() => {
  const renders = { TargetingModeCards: 0, AppsInput: 0, SegmentAudiencesInputs: 0, CitiesInput: 0, InterestsInput: 0, SimilarityInput: 0 };
  const counted = async <M extends Record<string, unknown>>(load: () => Promise<M>, names: (keyof typeof renders)[]) => {
    const actual = await load();
    const wrapped = Object.fromEntries(
      names.map((name) => {
        const Component = actual[name] as (props: Record<string, unknown>) => unknown;
        return [
          name,
          (props: Record<string, unknown>) => {
            renders[name] += 1;
            return Component(props);
          },
        ];
      }),
    );
    return { ...actual, ...wrapped };
  };
  return { renders, counted };
});

vi.mock('./TargetingModeCards', (load) => counted(load, ['TargetingModeCards']));
vi.mock('./AppsInput', (load) => counted(load, ['AppsInput']));
vi.mock('./SegmentAudiencesInputs', (load) => counted(load, ['SegmentAudiencesInputs']));
vi.mock('./ChoiceListInputs', (load) => counted(load, ['CitiesInput', 'InterestsInput']));
vi.mock('./SimilarityInput', (load) => counted(load, ['SimilarityInput']));

describe('TargetingSection re-renders', () => {
  it('re-renders no other part while an age or an app search is typed', async () => {
    const user = userEvent.setup();
    renderSection({ values: manualForm() });
    // Let the choices' first answers arrive (they re-render their own inputs).
    await waitFor(() => expect(new Set(answered)).toEqual(new Set(['dictionary', 'segmentAudiences', 'cities'])));
    const from = screen.getByLabelText('Age from');
    await user.clear(from);
    await user.type(from, '2');
    const before = { ...renders };
    expect(before.SegmentAudiencesInputs).toBeGreaterThan(0);

    await user.type(from, '5');
    await user.type(screen.getByLabelText('Search apps'), 'chess');
    expect(from).toHaveValue(25);
    expect(renders).toEqual(before);
  });
});
