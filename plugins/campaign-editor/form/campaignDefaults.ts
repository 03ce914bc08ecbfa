import { defaultOwnerFields, newCampaignFields } from '../../../src/api/contract/campaign-defaults';
import type { CampaignGoal } from '../../../src/api/contract';
import { DEFAULT_GOAL, type NewCampaignChoice } from '../../../src/campaign/newCampaignChoice';
import { fieldsToValues, ownerValues } from './campaignMapping';
import type { CampaignFormValues, OwnerValues } from './campaignFormValues';

/**
 * A new campaign's form values (spec 1 §3, spec 2 §3): the contract's one builder of a new campaign
 * (src/api/contract/campaign-defaults.ts, which the mock's create and seed use too) in the form's
 * naming. Every call answers fresh objects, so the form may change what it gets.
 */

/** A new campaign of the chosen type with its default goal (spec 1 §4); awareness when nothing was chosen. */
export const newCampaignValues = (choice: (Pick<NewCampaignChoice, 'type'> & { goal?: CampaignGoal }) | null): CampaignFormValues => {
  const type = choice?.type ?? 'awareness';
  const values = fieldsToValues(newCampaignFields(type, choice?.goal ?? DEFAULT_GOAL[type]));
  // The server stores "no budget yet" as 0; the form shows it empty for the user to fill in.
  return { ...values, budget: null };
};

/** Owner fields of a campaign that has none yet, for an administrator's form (spec 1 §3). */
export const emptyOwnerValues = (): OwnerValues => ownerValues(defaultOwnerFields());
