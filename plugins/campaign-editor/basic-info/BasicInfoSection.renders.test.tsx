import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newBasicInfo } from './basicInfoValues.testkit';
import { renderSection } from './BasicInfoSection.testkit';

/**
 * Renders of the parts that show or hide by other fields, counted by wrapping each (vi.mock below;
 * hoisted with the mocks, which run before this file's other top-level code).
 */
const { renders, counted } = vi.hoisted(() => {
  const renders = { ManualBidInputs: 0, ClickUrlInputs: 0, CampaignGoalCards: 0, PromotionInputs: 0, CampaignDatesInputs: 0 };
  const counted = async <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof typeof renders) => {
    const actual = await load();
    const Component = actual[name] as (props: Record<string, unknown>) => unknown;
    return {
      ...actual,
      [name]: (props: Record<string, unknown>) => {
        renders[name] += 1;
        return Component(props);
      },
    };
  };
  return { renders, counted };
});

vi.mock('./ManualBidInputs', (load) => counted(load, 'ManualBidInputs'));
vi.mock('./ClickUrlInputs', (load) => counted(load, 'ClickUrlInputs'));
vi.mock('./CampaignGoalCards', (load) => counted(load, 'CampaignGoalCards'));
vi.mock('./PromotionInputs', (load) => counted(load, 'PromotionInputs'));
vi.mock('./CampaignDatesInputs', (load) => counted(load, 'CampaignDatesInputs'));

describe('BasicInfoSection re-renders', () => {
  it('re-renders no other part while the name is typed (each input subscribes to its own field)', async () => {
    const user = userEvent.setup();
    const values = newBasicInfo();
    values.bidding_strategy = { ...values.bidding_strategy, type: 'conversion', goal: 'website_custom_event' };
    renderSection({ values });
    const name = screen.getByLabelText('Campaign name');
    await user.clear(name);
    const before = { ...renders };
    expect(before.ManualBidInputs).toBeGreaterThan(0);

    await user.type(name, 'Spring sale');
    expect(name).toHaveValue('Spring sale');
    expect(renders).toEqual(before);
  });

  it('re-renders the parts that depend on the type when it changes', async () => {
    const user = userEvent.setup();
    renderSection();
    const before = { ...renders };
    await user.click(screen.getByRole('radio', { name: /^Conversion/ }));
    expect(renders.PromotionInputs).toBeGreaterThan(before.PromotionInputs);
    expect(renders.CampaignGoalCards).toBeGreaterThan(before.CampaignGoalCards);
    expect(screen.getByRole('heading', { name: 'Website promotion' })).toBeInTheDocument();
  });
});
