import { useCallback, useState } from 'react';
import { Loading } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { readNewCampaignChoice } from '../../src/campaign/newCampaignChoice';
import { replicationSource } from '../../src/campaign/replicate';
import { newCampaignValues } from './form/campaignDefaults';
import { replicateValues } from './form/campaignMapping';
import { useWhitelabel } from '../../src/whitelabel/WhitelabelContext';
import { CampaignEditor } from './shell/CampaignEditor';
import { CampaignNoAccess } from './shell/CampaignNoAccess';
import { mayCreate } from './shell/editorAccess';
import { isAudioChoice, isAudioRecord } from './shell/editorContext';
import { useSectionAllowed } from './shell/sectionAccess';
import { useCampaignRecord } from './useCampaignRecord';
import { useNewCampaignName } from './useNewCampaignName';

/**
 * /campaign/create (query replicatedId, tab): a new campaign of the type chosen in the list's Campaign
 * Type modal, or a copy of another campaign (spec 1 §2).
 */
const CampaignCreatePage = () => {
  const [params] = useSearchParams();
  const replicatedId = params.get('replicatedId');
  // Without CAMPAIGN_EDIT nothing could be saved: no form is offered, and no source is asked for (see CampaignNoAccess).
  const creates = mayCreate(useSectionAllowed());
  const source = useCampaignRecord(creates ? replicatedId : null);
  const [choice] = useState(readNewCampaignChoice);
  const { audio_enabled: audioEnabled } = useWhitelabel();
  const name = useNewCampaignName(creates && !replicatedId);
  // A copy leaves its source's moderation behind (spec 2 §4): replicationSource drops those fields first.
  const values = useCallback(
    () => (source ? replicateValues(replicationSource(source)) : { ...newCampaignValues(choice), ...(name ? { name } : {}) }),
    [source, choice, name],
  );
  if (!creates) return <CampaignNoAccess record={undefined} />;
  if ((replicatedId && !source) || name === undefined) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  // A copy of an audio campaign is audio where audio is enabled (spec 1 §1), as a Voice Reward Ads choice is.
  const isAudio = source ? audioEnabled && isAudioRecord(source) : isAudioChoice(choice, audioEnabled);
  return <CampaignEditor key={replicatedId ?? 'new'} record={undefined} values={values} isAudio={isAudio} />;
};

export default CampaignCreatePage;
