import type { SyntheticEvent } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import type { LegalEntityRow, ModerationAccountRow, ModerationCampaignRow } from '../../src/api/contract';
import { AdminShell } from '../../src/layout/admin-shell/AdminShell';
import { ListErrorAlert } from '../../src/list/ListErrorAlert';
import { ListPagination } from '../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../src/list/ListTable';
import { SpecListBase } from '../../src/list/SpecListBase';
import { MODERATION_RESOURCE } from './moderation/moderationApi';
import { AccountModerationRow, CampaignModerationRow, LegalEntityModerationRow } from './moderation/ModerationRows';
import { MODERATION_TAB_PARAM, MODERATION_TABS, moderationListConfig, moderationTabOf, type ModerationTab } from './moderation/moderationTabs';
import { useCampaignOpen } from './moderation/useCampaignOpen';

const LIST = moderationListConfig(MODERATION_RESOURCE);

const COLUMNS: Record<ModerationTab, readonly ListColumn[]> = {
  campaigns: [
    { id: 'name', label: 'admin.moderation.columns.campaign' },
    { id: 'account', label: 'admin.moderation.columns.account' },
    { id: 'start', label: 'admin.moderation.columns.start' },
  ],
  accounts: [
    { id: 'name', label: 'admin.moderation.columns.name' },
    { id: 'email', label: 'admin.moderation.columns.email' },
    { id: 'phone', label: 'admin.moderation.columns.phone' },
    { id: 'company', label: 'admin.moderation.columns.company' },
    { id: 'created', label: 'admin.moderation.columns.created' },
    { id: 'status', label: 'admin.moderation.columns.status' },
  ],
  legal: [
    { id: 'name', label: 'admin.moderation.columns.name' },
    { id: 'email', label: 'admin.moderation.columns.email' },
    { id: 'legal', label: 'admin.moderation.columns.legalEntity' },
    { id: 'tin', label: 'admin.moderation.columns.tin' },
    { id: 'status', label: 'admin.moderation.columns.status' },
  ],
};

const tabId = (tab: ModerationTab) => `moderation-tab-${tab}`;
const panelId = (tab: ModerationTab) => `moderation-panel-${tab}`;

const TabList = ({ tab }: { tab: ModerationTab }) => {
  const { open, openingId } = useCampaignOpen();
  const empty = { none: `admin.moderation.empty.${tab}`, noResult: `admin.moderation.empty.${tab}` };
  const label = `admin.moderation.tabs.${tab}`;
  if (tab === 'campaigns')
    return (
      <ListTable<ModerationCampaignRow>
        columns={COLUMNS.campaigns}
        label={label}
        empty={empty}
        renderRow={(row) => <CampaignModerationRow key={row.id} row={row} onOpen={(chosen) => void open(chosen)} opening={openingId === row.id} />}
      />
    );
  if (tab === 'legal') return <ListTable<LegalEntityRow> columns={COLUMNS.legal} label={label} empty={empty} renderRow={(row) => <LegalEntityModerationRow key={row.id} row={row} />} />;
  return <ListTable<ModerationAccountRow> columns={COLUMNS.accounts} label={label} empty={empty} renderRow={(row) => <AccountModerationRow key={row.id} row={row} />} />;
};

/**
 * /admin/moderation (spec 3 §2 "Administrator moderation page"): campaigns, accounts and legal
 * entities waiting for a moderator, opening on accounts. The tab is kept in the address (`?tab=`), so
 * a reload or Back returns to it; changing tab starts its list on the first page.
 */
const AdminModerationPage = () => {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const tab = moderationTabOf(search.get(MODERATION_TAB_PARAM));
  const change = (_event: SyntheticEvent, next: ModerationTab) => setSearch(new URLSearchParams({ [MODERATION_TAB_PARAM]: next }));
  return (
    <AdminShell title="admin.titles.adminModeration">
      {/* Scrolls in its own strip where a phone has no room for the three tabs (issue 42 §3). */}
      <Tabs value={tab} onChange={change} aria-label={translate('admin.moderation.tabsLabel')} variant="scrollable" scrollButtons="auto" sx={{ mb: 2 }}>
        {MODERATION_TABS.map((each) => (
          <Tab key={each} value={each} id={tabId(each)} aria-controls={panelId(each)} label={translate(`admin.moderation.tabs.${each}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {/* One list per tab: remounted on a change so its state never carries over. */}
        <SpecListBase key={tab} config={LIST} filter={{ tab }}>
          <ListErrorAlert />
          <TabList tab={tab} />
          <ListPagination />
        </SpecListBase>
      </Box>
    </AdminShell>
  );
};

export default AdminModerationPage;
