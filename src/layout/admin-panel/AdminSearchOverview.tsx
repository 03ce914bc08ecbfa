import { Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AdminSearchResponse } from '../../api/contract';
import { AccountChoices, CampaignChoices, type PanelSwitching } from './PanelChoices';
import { PanelSection } from './PanelSection';

/** The panel before anything is typed (spec 1 §2): accounts, own first, beside campaigns. */
export const AdminSearchOverview = ({ data, ...switching }: PanelSwitching & { data: AdminSearchResponse }) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
      <PanelSection
        id="admin-panel-accounts"
        title={translate('shell.adminPanel.accounts')}
        shown={data.accounts.length}
        total={data.accounts_total_size}
        emptyKey="shell.adminPanel.noAccounts"
      >
        <AccountChoices items={data.accounts} labelledBy="admin-panel-accounts" {...switching} />
      </PanelSection>
      <PanelSection
        id="admin-panel-campaigns"
        title={translate('shell.adminPanel.campaigns')}
        shown={data.campaigns.length}
        total={data.campaigns_total_size}
        emptyKey="shell.adminPanel.noCampaigns"
      >
        <CampaignChoices items={data.campaigns} labelledBy="admin-panel-campaigns" {...switching} />
      </PanelSection>
    </Stack>
  );
};
