import { CAMPAIGN_STATUS, GENDER, type CampaignCsvFieldChange } from '../../src/api/contract';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const nameOfKey = (table: Record<string, number>, key: unknown): string | undefined => Object.entries(table).find(([, value]) => value === key)?.[0];

/**
 * One side of a dry-run or applied change, as the page shows it: the status and the gender by their
 * label in the page's language (the answer carries their keys), a cleared date or an automatic bid
 * as "none", anything else as the server wrote it (React escapes it).
 */
export const csvValueText = (field: string, value: CampaignCsvFieldChange['old'], translate: Translate): string => {
  if (value === null) return translate('campaigns.csv.none');
  const status = field === 'status' ? nameOfKey(CAMPAIGN_STATUS, value) : undefined;
  if (status) return translate(`core.campaign.status.${status}`);
  const gender = field === 'gender' ? nameOfKey(GENDER, value) : undefined;
  if (gender) return translate(`campaigns.csv.gender.${gender}`);
  return String(value);
};

/** A column's name as the page shows it (the file's own column names are the fields). */
export const csvFieldText = (field: string, translate: Translate): string => translate(`campaigns.csv.fields.${field}`, { _: field });
