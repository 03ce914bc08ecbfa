import { useCallback } from 'react';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { recordToValues } from './form/campaignMapping';
import { CampaignEditor } from './shell/CampaignEditor';
import { isAudioRecord } from './shell/editorContext';
import { useCampaignRecord } from './useCampaignRecord';

/** /campaign/edit/:id (query tab): the stored campaign in the editor. */
const CampaignEditPage = () => {
  const { id } = useParams();
  const record = useCampaignRecord(id);
  const values = useCallback(() => recordToValues(record!), [record]);
  if (!record) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  return <CampaignEditor key={record.id} record={record} values={values} isAudio={isAudioRecord(record)} />;
};

export default CampaignEditPage;
