import { CAMPAIGN_CSV_COLUMNS, CAMPAIGN_CSV_NO_END, CAMPAIGN_STATUS, GENDER, type CampaignCsvColumn } from '../../src/api/contract';
import { dayIn } from '../../src/domain/campaignCopy';
import type { StoredCampaign } from '../db/types';
import { toCsv, type CsvCell } from '../http/csv';

/**
 * The editable file of the CSV round trip: one line per campaign in CAMPAIGN_CSV_COLUMNS, each value
 * written the way the upload reads it back (csv-cells.ts), so a file uploaded untouched is a dry run
 * without a change. Text goes through the export's writer (http/csv.ts): a name a spreadsheet would
 * run as a formula is written with a leading quote, which the upload takes off again.
 */
const statusName = (key: number): string => Object.entries(CAMPAIGN_STATUS).find(([, value]) => value === key)?.[0] ?? String(key);
const genderName = (key: number): string => Object.entries(GENDER).find(([, value]) => value === key)?.[0] ?? String(key);

/** A stored instant as the campaign's own day (its timezone), the way the editor shows it. */
export const campaignDay = (campaign: StoredCampaign, instant: string | null): string | null =>
  instant === null ? null : dayIn(instant, campaign.timezone_offset_seconds);

export const campaignCsvCells = (campaign: StoredCampaign): Record<CampaignCsvColumn, CsvCell> => ({
  id: campaign.id,
  name: campaign.name,
  status: statusName(campaign.status_key),
  start_date: campaignDay(campaign, campaign.campaign_start_at),
  end_date: campaignDay(campaign, campaign.campaign_end_at) ?? CAMPAIGN_CSV_NO_END,
  budget_type: campaign.budget_type_key,
  // As stored (not rounded to 2 decimals), so an untouched cell reads back equal.
  budget: campaign.budget,
  // Blank when automatic: a bid in the cell would make it manual on upload (CAMPAIGN_CSV_COLUMNS).
  bid: campaign.manual_cpx && campaign.user_cpx !== null ? campaign.user_cpx : null,
  country: campaign.country,
  from_age: campaign.targeting.from_age,
  to_age: campaign.targeting.to_age,
  gender: genderName(campaign.targeting.gender),
});

export const campaignsEditCsv = (campaigns: Iterable<StoredCampaign>): string => {
  const rows: CsvCell[][] = [];
  for (const campaign of campaigns) {
    const cells = campaignCsvCells(campaign);
    rows.push(CAMPAIGN_CSV_COLUMNS.map((column) => cells[column]));
  }
  return toCsv(CAMPAIGN_CSV_COLUMNS, rows, { bom: true });
};
