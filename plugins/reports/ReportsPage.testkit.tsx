import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { CAMPAIGN_STATUS, type CampaignListRow, type Page } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { addDays, todayIso } from '../../src/domain/dateRange';
import type { MockBackend } from '../../src/test/mockBackend';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import reports from '../../locales/en/reports.json';
import plugin from './index';
import ReportsPage from './ReportsPage';

export const TODAY = todayIso();
/** The last 7 days, `to` exclusive as the page's address holds it. */
export const FROM = addDays(TODAY, -6);
export const TO = addDays(TODAY, 1);

/** The advertiser's first running campaign that delivered in the range, as the list shows it. */
export const runningCampaign = async (backend: MockBackend, spaceId: number): Promise<CampaignListRow> => {
  const page = await backend.call<Page<CampaignListRow>>('/v1/campaign/list/v2', {
    as: 'advertiser',
    json: { space_id: spaceId, name: '', status_filter: [CAMPAIGN_STATUS.running], from_date: FROM, to_date: TO, page: 1, pageSize: 5, sort_by_field: 'id', order_asc: true },
  });
  const row = page.data.data.find((candidate) => candidate.impressions > 0);
  if (!row) throw new Error('no running campaign with delivery');
  return row;
};

/** The reports page on the app's dataProvider and the file's mock, at an address of the test's. */
export const renderReportsPage = (backend: MockBackend, search: string) =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path={`/reports?${search}`} messages={reports} access={plugin.access}>
      <ReportsPage />
    </TestAdminContext>,
  );

/** jsdom has no ResizeObserver: the chart's width stays jsdom's 0, which is all these tests need of it. */
export const stubResizeObserver = (): void => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
};
