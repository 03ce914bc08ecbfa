import type { ReactNode } from 'react';
import { Box, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { ADMIN_ACCOUNT_DEFAULT_PRESET, ADMIN_ACCOUNT_PRESETS, ADMIN_ACCOUNT_STATUS_FILTERS } from '../../../src/api/contract';
import { ListTextFilter } from '../../../src/list/ListTextFilter';
import { accountStatusKey } from '../moderation/moderationTabs';
import { ACCOUNT_FILTERS, presetOf, statusOf } from './accountsList';

const ALL = 'all';

/**
 * The report's filters (spec 3 §2): the name, the owner's status (1 and 2, labelled as the moderation
 * page labels them) and the date presets, all in the address; a change goes back to page 1 (the list
 * kit) and the list is asked again after the 300 ms debounce. Native selects, as the list kit's.
 */
export const AccountsToolbar = ({ actions }: { actions: ReactNode }) => {
  const translate = useTranslate();
  const { filterValues, showFilter, hideFilter } = useListContext();
  const status = statusOf(filterValues[ACCOUNT_FILTERS.status]);
  const preset = presetOf(filterValues[ACCOUNT_FILTERS.days]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <ListTextFilter source={ACCOUNT_FILTERS.name} label="admin.accounts.filters.name" />
      <TextField
        select
        size="small"
        variant="outlined"
        fullWidth={false}
        label={translate('admin.accounts.filters.status')}
        value={status === null ? ALL : String(status)}
        onChange={(event) => (event.target.value === ALL ? hideFilter(ACCOUNT_FILTERS.status) : showFilter(ACCOUNT_FILTERS.status, [Number(event.target.value)]))}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'accounts-status-filter' } }}
      >
        <option value={ALL}>{translate('admin.accounts.filters.allStatuses')}</option>
        {ADMIN_ACCOUNT_STATUS_FILTERS.map((code) => (
          <option key={code} value={String(code)}>
            {translate(accountStatusKey(code))}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        variant="outlined"
        fullWidth={false}
        label={translate('admin.accounts.filters.range')}
        value={String(preset)}
        // The default preset leaves the address clean, as every list default does.
        onChange={(event) => (Number(event.target.value) === ADMIN_ACCOUNT_DEFAULT_PRESET ? hideFilter(ACCOUNT_FILTERS.days) : showFilter(ACCOUNT_FILTERS.days, event.target.value))}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'accounts-range-filter' } }}
      >
        {ADMIN_ACCOUNT_PRESETS.map((days) => (
          <option key={days} value={String(days)}>
            {translate(`admin.accounts.presets.${days}`)}
          </option>
        ))}
      </TextField>
      <Box sx={{ flex: 1 }} />
      {actions}
    </Box>
  );
};
