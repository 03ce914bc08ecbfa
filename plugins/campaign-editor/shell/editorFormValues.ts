import { emptyOwnerValues } from '../form/campaignDefaults';
import type { CampaignFormValues } from '../form/campaignFormValues';

/**
 * The values the editor's form holds for a campaign's values: an administrator's form always holds the
 * owner fields, a new campaign's too. The form's start and a conflict's current version go through the
 * same door, so the merge compares like with like.
 */
export const editorFormValues = (values: CampaignFormValues, isAdministrator: boolean): CampaignFormValues =>
  isAdministrator && !values.owner ? { ...values, owner: emptyOwnerValues() } : values;
