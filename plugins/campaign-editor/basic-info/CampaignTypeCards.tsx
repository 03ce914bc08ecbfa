import { useInput } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import type { CampaignType } from '../../../src/api/contract';
import { DEFAULT_GOAL, offeredTypes } from '../../../src/campaign/newCampaignChoice';
import { emptyAppPromotion, emptyWebsitePromotion } from '../form/campaignMapping';
import { ChoiceCards } from './ChoiceCards';

const DIRTY = { shouldDirty: true } as const;

/**
 * The campaign type (spec 1 §4): choosing one sets its default goal, and a type that cannot use them
 * clears the app promotion (all but consideration) and the website promotion (all but conversion).
 * Voice Reward Ads (type other) is offered for an audio campaign only.
 */
export const CampaignTypeCards = ({ isAudio, disabled }: { isAudio: boolean; disabled?: boolean }) => {
  const { setValue } = useFormContext();
  const { field, fieldState } = useInput<CampaignType>({ source: 'bidding_strategy.type' });
  const choose = (type: CampaignType) => {
    if (type === field.value) return;
    field.onChange(type);
    setValue('bidding_strategy.goal', DEFAULT_GOAL[type], DIRTY);
    if (type !== 'consideration') setValue('bidding_strategy.app_promotion', emptyAppPromotion(), DIRTY);
    if (type !== 'conversion') setValue('bidding_strategy.website_promotion', emptyWebsitePromotion(), DIRTY);
  };
  return (
    <ChoiceCards
      label="campaign-editor.basicInfo.fields.type"
      cards={offeredTypes(isAudio).map((type) => ({
        value: type,
        title: `core.campaign.types.${type}`,
        description: `campaign-editor.basicInfo.typeDescriptions.${type}`,
      }))}
      value={field.value}
      onChange={choose}
      disabled={disabled}
      error={fieldState.error?.message}
      focusRef={field.ref}
    />
  );
};
