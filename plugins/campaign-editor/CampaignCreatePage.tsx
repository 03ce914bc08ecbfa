import { useCallback, useState } from 'react';
import { Loading } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { readNewCampaignChoice } from '../../src/campaign/newCampaignChoice';
import { newCampaignValues } from './form/campaignDefaults';
import { replicateValues } from './form/campaignMapping';
import { CampaignEditor } from './shell/CampaignEditor';
import { useCampaignRecord } from './useCampaignRecord';

/**
 * /campaign/create (query replicatedId, tab): a new campaign of the type chosen in the list's Campaign
 * Type modal, or a copy of another campaign (spec 1 §2).
 */
const CampaignCreatePage = () => {
  const [params] = useSearchParams();
  const replicatedId = params.get('replicatedId');
  const source = useCampaignRecord(replicatedId);
  const [choice] = useState(readNewCampaignChoice);
  const values = useCallback(() => (source ? replicateValues(source) : newCampaignValues(choice)), [source, choice]);
  if (replicatedId && !source) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  return <CampaignEditor key={replicatedId ?? 'new'} record={undefined} values={values} />;
};

export default CampaignCreatePage;
