import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { I18nProvider } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import { PLUGINS } from '../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../src/test/appAccess';
import { appI18nProvider, WithAppPlugins } from '../../src/test/appI18n';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import CampaignCreatePage from './CampaignCreatePage';

const backend = mockBackend();
let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await appI18nProvider('en');
});

const renderCreate = () =>
  render(
    <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={backend.dataProvider(PLUGINS)} path="/campaign/create?tab=basicInfo">
      <WithAppPlugins i18n={i18n}>
        <Routes>
          <Route path="/campaign/create" element={<CampaignCreatePage />} />
        </Routes>
      </WithAppPlugins>
    </TestAdminContext>,
  );

describe('a new campaign', () => {
  it("is named after the account's campaign count, asked of GET /v1/campaign/count/{space}", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const { data: count } = await backend.call<number>(`/v1/campaign/count/${spaceId}`);
    expect(count).toBeGreaterThan(0);
    const sent = recordRequests();
    renderCreate();
    await waitFor(() => expect(screen.getByLabelText('Campaign name')).toHaveValue(`New Campaign ${count + 1}`));
    expect(sent.filter((request) => request.path.startsWith('/v1/campaign/count/')).map((request) => request.path)).toEqual([`/v1/campaign/count/${spaceId}`]);
  });
});
