import { useInput } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { CAMPAIGN_GOALS, type CampaignGoal, type CampaignType } from '../../../src/api/contract';
import { ChoiceCards } from './ChoiceCards';

/** The goals of the chosen type (CAMPAIGN_GOALS); the type's cards set the default one. */
export const CampaignGoalCards = ({ disabled }: { disabled?: boolean }) => {
  const type = useWatch({ name: 'bidding_strategy.type' }) as CampaignType | undefined;
  const { field, fieldState } = useInput<CampaignGoal>({ source: 'bidding_strategy.goal' });
  const goals: readonly CampaignGoal[] = type ? CAMPAIGN_GOALS[type] : [];
  return (
    <ChoiceCards
      label="campaign-editor.basicInfo.fields.goal"
      cards={goals.map((goal) => ({ value: goal, title: `core.campaign.goals.${goal}` }))}
      value={field.value}
      onChange={field.onChange}
      disabled={disabled}
      error={fieldState.error?.message}
      focusRef={field.ref}
    />
  );
};
