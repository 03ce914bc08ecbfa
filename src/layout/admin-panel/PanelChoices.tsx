import { Chip, CircularProgress, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SearchItem } from '../../api/contract';
import { session } from '../../auth/session';
import { campaignRows, ownAccountFirst } from './adminSearch';
import { campaignEditPath } from '../../routing/campaignPaths';

/**
 * What a list needs to switch: the row in progress (null when idle), the switch itself, and whether the
 * rows answer an older query than the box holds (typing not yet paused, or the answer still on its way).
 * Stale rows cannot be chosen: a click on them would land on a row about to be replaced, so choosing
 * waits for the rows that answer what was typed.
 */
export interface PanelSwitching {
  pendingKey: string | null;
  stale: boolean;
  choose(key: string, spaceId: number, to?: string): void;
}

interface ChoiceRow {
  key: string;
  primary: string;
  secondary: string;
  mine?: boolean;
  onChoose(): void;
}

/**
 * Rows are buttons inside list items, so assistive technology hears a list of N choices and each
 * choice by its visible text. Every row is disabled while one switch is under way.
 */
const ChoiceList = ({ labelledBy, rows, pendingKey, stale }: { labelledBy: string; rows: ChoiceRow[]; pendingKey: string | null; stale: boolean }) => {
  const translate = useTranslate();
  const waiting = pendingKey !== null || stale;
  return (
    <List dense aria-labelledby={labelledBy} aria-busy={waiting}>
      {rows.map((row) => (
        <ListItem key={row.key} disablePadding>
          <ListItemButton onClick={row.onChoose} disabled={waiting}>
            <ListItemText primary={row.primary} secondary={row.secondary} />
            {row.mine && <Chip size="small" color="primary" variant="outlined" label={translate('shell.adminPanel.myAccount')} />}
            {pendingKey === row.key && (
              <CircularProgress size={20} sx={{ ml: 1 }} aria-label={translate('shell.adminPanel.switching')} />
            )}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};

type ChoicesProps = PanelSwitching & { items: readonly SearchItem[]; labelledBy: string };

/** Accounts: choosing one acts as it and opens its campaign list; the admin's own comes first. */
export const AccountChoices = ({ items, labelledBy, pendingKey, stale, choose }: ChoicesProps) => {
  const ownSpaceId = session.ownSpaceId();
  const rows = ownAccountFirst(items, ownSpaceId).map((item) => ({
    key: `account-${item.space_id}`,
    primary: item.space_name,
    secondary: item.currency,
    mine: item.space_id === ownSpaceId,
    onChoose: () => choose(`account-${item.space_id}`, item.space_id),
  }));
  return <ChoiceList labelledBy={labelledBy} rows={rows} pendingKey={pendingKey} stale={stale} />;
};

/** Campaigns: choosing one acts as its account and opens it in the editor. */
export const CampaignChoices = ({ items, labelledBy, pendingKey, stale, choose }: ChoicesProps) => {
  const translate = useTranslate();
  const rows = campaignRows(items).map((item) => ({
    key: `campaign-${item.campaign_id}`,
    primary: item.campaign_name ?? `#${item.campaign_id}`,
    secondary: translate('shell.adminPanel.campaignAccount', { name: item.space_name }),
    // A chosen campaign opens on the editor's first tab (spec 1 §2).
    onChoose: () => choose(`campaign-${item.campaign_id}`, item.space_id, campaignEditPath(item.campaign_id, 'basicInfo')),
  }));
  return <ChoiceList labelledBy={labelledBy} rows={rows} pendingKey={pendingKey} stale={stale} />;
};
