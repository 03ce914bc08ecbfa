import {
  CAMPAIGN_CSV_PATHS,
  CAMPAIGN_CSV_UPLOAD_FIELD,
  type CampaignCsvApplied,
  type CampaignCsvApplyRequest,
  type CampaignCsvDryRun,
} from '../../src/api/contract';
import type { DownloadedFile } from '../../src/api/client';
import { callParams } from '../../src/data/callParams';
import type { ResourceApi } from '../../src/data/resourceApi';
import type { CampaignListFilter } from './campaignList';
import { campaignFilterBody } from './campaignsApi';

/**
 * The campaign list's CSV round trip (CAMPAIGN_CSV_PATHS): its own resource, so the
 * list's call builders (loaded with the home page) do not carry it. Every call acts on the account
 * the list shows.
 */
const campaignCsvApi: ResourceApi = {
  custom: {
    /** The editable file of the list's campaigns, for the list's filters (name, status, pacing). */
    download: ({ client, spaceId }, params): Promise<DownloadedFile> => {
      const { filter } = callParams<{ filter: CampaignListFilter }>(params);
      const body = { ...campaignFilterBody(filter, spaceId()), ...(filter.pacing ? { pacing: filter.pacing } : {}) };
      return client.download(CAMPAIGN_CSV_PATHS.download, { method: 'POST', json: body });
    },
    /** The dry run of an edited file: what each line would change or why it is refused; nothing written. */
    dryRun: ({ client, spaceId }, params) => {
      const { file, signal } = callParams<{ file: File }>(params);
      const form = new FormData();
      form.append(CAMPAIGN_CSV_UPLOAD_FIELD.space, String(spaceId()));
      form.append(CAMPAIGN_CSV_UPLOAD_FIELD.file, file, file.name);
      return client.upload<CampaignCsvDryRun>(CAMPAIGN_CSV_PATHS.dryRun, { multipart: form, signal });
    },
    /** Applies every valid line of a dry run, each on its own; answered per line. */
    apply: ({ client }, params) => {
      const { token } = callParams<CampaignCsvApplyRequest>(params);
      const body: CampaignCsvApplyRequest = { token };
      return client.request<CampaignCsvApplied>(CAMPAIGN_CSV_PATHS.apply, { method: 'POST', json: body });
    },
    /** The applied result per line as a CSV file (formula cells neutralised by the server). */
    results: ({ client }, params): Promise<DownloadedFile> => {
      const { token } = callParams<CampaignCsvApplyRequest>(params);
      return client.download(`${CAMPAIGN_CSV_PATHS.results}?token=${encodeURIComponent(token)}`);
    },
  },
};

export default campaignCsvApi;
