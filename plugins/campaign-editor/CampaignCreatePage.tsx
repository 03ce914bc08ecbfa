import { useCallback, useState } from 'react';
import { Loading } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { readNewCampaignChoice } from '../../src/campaign/newCampaignChoice';
import { newCampaignValues } from './form/campaignDefaults';
import { replicateValues } from './form/campaignMapping';
import { useWhitelabel } from '../../src/whitelabel/WhitelabelContext';
import { CampaignEditor } from './shell/CampaignEditor';
import { isAudioChoice, isAudioRecord } from './shell/editorContext';
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
  const { audio_enabled: audioEnabled } = useWhitelabel();
  const values = useCallback(() => (source ? replicateValues(source) : newCampaignValues(choice)), [source, choice]);
  if (replicatedId && !source) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  // A copy of an audio campaign is audio where audio is enabled (spec 1 §1), as a Voice Reward Ads choice is.
  const isAudio = source ? audioEnabled && isAudioRecord(source) : isAudioChoice(choice, audioEnabled);
  return <CampaignEditor key={replicatedId ?? 'new'} record={undefined} values={values} isAudio={isAudio} />;
};

export default CampaignCreatePage;
