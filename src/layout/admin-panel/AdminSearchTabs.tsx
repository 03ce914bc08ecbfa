import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AdminSearchResponse } from '../../api/contract';
import { AccountChoices, CampaignChoices, type PanelSwitching } from './PanelChoices';
import { PanelSection } from './PanelSection';

type TabName = 'all' | 'accounts' | 'campaigns';
const TABS: TabName[] = ['all', 'accounts', 'campaigns'];

type Props = PanelSwitching & { data: AdminSearchResponse };

const Accounts = ({ data, tab, emptyKey, ...switching }: Props & { tab: TabName; emptyKey: string }) => {
  const translate = useTranslate();
  return (
    <PanelSection
      id={`admin-panel-${tab}-accounts`}
      title={translate('shell.adminPanel.accounts')}
      shown={data.accounts.length}
      total={data.accounts_total_size}
      emptyKey={emptyKey}
    >
      <AccountChoices items={data.accounts} labelledBy={`admin-panel-${tab}-accounts`} {...switching} />
    </PanelSection>
  );
};

const Campaigns = ({ data, tab, ...switching }: Props & { tab: TabName }) => {
  const translate = useTranslate();
  return (
    <PanelSection
      id={`admin-panel-${tab}-campaigns`}
      title={translate('shell.adminPanel.campaigns')}
      shown={data.campaigns.length}
      total={data.campaigns_total_size}
      emptyKey="shell.adminPanel.noCampaigns"
    >
      <CampaignChoices items={data.campaigns} labelledBy={`admin-panel-${tab}-campaigns`} {...switching} />
    </PanelSection>
  );
};

/**
 * Search results (spec 1 §2): tabs All (n), Accounts (n), Campaigns (n), n being every match, not
 * only the listed ones. On All, an empty account part reads "User not found".
 */
export const AdminSearchTabs = (props: Props) => {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('all');
  const { data } = props;
  const counts: Record<TabName, number> = {
    all: data.all_total_size,
    accounts: data.accounts_total_size,
    campaigns: data.campaigns_total_size,
  };
  return (
    <>
      <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} aria-label={translate('shell.adminPanel.resultsLabel')}>
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`admin-panel-tab-${name}`}
            aria-controls="admin-panel-tabpanel"
            label={translate(`shell.adminPanel.tab.${name}`, { count: counts[name] })}
          />
        ))}
      </Tabs>
      <Box id="admin-panel-tabpanel" role="tabpanel" aria-labelledby={`admin-panel-tab-${tab}`} sx={{ pt: 1 }}>
        {tab === 'all' && counts.all === 0 && (
          <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
            {translate('shell.adminPanel.noResults')}
          </Typography>
        )}
        {tab === 'all' && counts.all > 0 && (
          <>
            <Accounts {...props} tab="all" emptyKey="shell.adminPanel.userNotFound" />
            <Campaigns {...props} tab="all" />
          </>
        )}
        {tab === 'accounts' && <Accounts {...props} tab="accounts" emptyKey="shell.adminPanel.noAccounts" />}
        {tab === 'campaigns' && <Campaigns {...props} tab="campaigns" />}
      </Box>
    </>
  );
};
