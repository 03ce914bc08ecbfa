import { useCallback } from 'react';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { recordToValues } from './form/campaignMapping';
import { CampaignEditor } from './shell/CampaignEditor';
import { CampaignNoAccess } from './shell/CampaignNoAccess';
import { mayOpenAnySection } from './shell/editorAccess';
import { isAudioRecord } from './shell/editorContext';
import { useSectionAllowed } from './shell/sectionAccess';
import { useCampaignRecord } from './useCampaignRecord';

/** /campaign/edit/:id (query tab): the stored campaign in the editor. */
const CampaignEditPage = () => {
  const { id } = useParams();
  const record = useCampaignRecord(id);
  const allowed = useSectionAllowed();
  const values = useCallback(() => recordToValues(record!), [record]);
  if (!record) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  // An account with no section (reports only) reads the campaign's name, status and performance: see CampaignNoAccess.
  if (!mayOpenAnySection(allowed)) return <CampaignNoAccess record={record} />;
  return <CampaignEditor key={record.id} record={record} values={values} isAudio={isAudioRecord(record)} />;
};

export default CampaignEditPage;
