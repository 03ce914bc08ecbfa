import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { SpecListBase } from '../../src/list/SpecListBase';
import { useDateRangeParam } from '../../src/widgets/date-range/useDateRangeParam';
import { CAMPAIGN_LIST, rangeFilter } from './campaignList';
import { CampaignListLayout } from './CampaignListLayout';
import { rememberListLocation } from '../../src/campaign/listLocation';

/**
 * /campaigns, the advertiser's home (spec 1 §2). Its whole state lives in the address (a zero-based
 * page, page size, name, status, sort and the date range), so a reload or a shared link shows the
 * same list, and the editor's Cancel can return to it.
 */
const CampaignListPage = () => {
  const { search } = useLocation();
  const [range] = useDateRangeParam();
  const filter = useMemo(() => rangeFilter(range), [range]);
  useEffect(() => rememberListLocation(search), [search]);
  return (
    <SpecListBase config={CAMPAIGN_LIST} filter={filter}>
      <CampaignListLayout />
    </SpecListBase>
  );
};

export default CampaignListPage;
