import { memo, useEffect, useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'ra-core';
import { SessionCanAccess } from '../../src/auth/SessionCanAccess';
import { CAMPAIGN_STATUS, type CampaignStatusName } from '../../src/api/contract';
import { useDebouncedValue } from '../../src/hooks/useDebouncedValue';
import { DateRangePicker } from '../../src/widgets/date-range/DateRangePicker';
import type { DateRange } from '../../src/widgets/date-range/dateRange';
import type { CampaignListParams } from './listParams';

/** Filters debounce (spec 1 §9). */
const NAME_DEBOUNCE_MS = 300;
const ALL = 'all';

interface Props {
  params: CampaignListParams;
  range: DateRange;
  onChange(change: Partial<CampaignListParams>): void;
  onRange(range: DateRange): void;
  onAdd(): void;
  exportLink: React.ReactNode;
}

/**
 * Search by name, status filter, date range, CSV export and the add-campaign button (spec 1 §2).
 * Memoised like the table: it re-renders for its own state and props only.
 */
export const CampaignListToolbar = memo(({ params, range, onChange, onRange, onAdd, exportLink }: Props) => {
  const translate = useTranslate();
  const [name, setName] = useState(params.name);
  const debouncedName = useDebouncedValue(name, NAME_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedName !== params.name) onChange({ name: debouncedName });
  }, [debouncedName, params.name, onChange]);
  const status = params.statuses.length === 1 ? String(params.statuses[0]) : ALL;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 2 }}>
      {/* Sized, not full width (react-admin's theme default): the filters share one line. */}
      <TextField
        size="small"
        variant="outlined"
        fullWidth={false}
        sx={{ width: 280 }}
        type="search"
        label={translate('campaigns.search')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        select
        size="small"
        variant="outlined"
        fullWidth={false}
        label={translate('campaigns.columns.status')}
        value={status}
        onChange={(event) => onChange({ statuses: event.target.value === ALL ? [] : [Number(event.target.value)] })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value={ALL}>{translate('campaigns.status.all')}</MenuItem>
        {(Object.entries(CAMPAIGN_STATUS) as [CampaignStatusName, number][]).map(([key, code]) => (
          <MenuItem key={code} value={String(code)}>
            {translate(`campaigns.status.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateRangePicker value={range} onChange={onRange} />
      <Box sx={{ flex: 1 }} />
      {exportLink}
      <SessionCanAccess resource="campaigns" action="create">
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {translate('campaigns.add')}
        </Button>
      </SessionCanAccess>
    </Box>
  );
});
CampaignListToolbar.displayName = 'CampaignListToolbar';
