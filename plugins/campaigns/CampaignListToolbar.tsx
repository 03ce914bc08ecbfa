import { Box, Button, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useListContext, useTranslate } from 'ra-core';
import { SessionCanAccess } from '../../src/auth/SessionCanAccess';
import { CAMPAIGN_STATUS, type CampaignStatusName } from '../../src/api/contract';
import { ListTextFilter } from '../../src/list/ListTextFilter';
import { DateRangePicker } from '../../src/widgets/date-range/DateRangePicker';
import { useDateRangeParam } from '../../src/widgets/date-range/useDateRangeParam';
import { CampaignCsvButtons } from './CampaignCsvButtons';
import { CampaignExportLink } from './CampaignExportLink';
import { CampaignPacingFilter } from './CampaignPacingFilter';

const ALL = 'all';
const STATUS_CODES: readonly number[] = Object.values(CAMPAIGN_STATUS);

/** The status box shows one chosen status, or All (also for an address naming an unknown code). */
const shownStatus = (codes: unknown): string =>
  Array.isArray(codes) && codes.length === 1 && STATUS_CODES.includes(Number(codes[0])) ? String(codes[0]) : ALL;

/**
 * Search by name, status filter, date range, CSV export and the add-campaign button (spec 1 §2). The
 * status filter is a native select, as the page size below the list (ListPagination says why).
 */
export const CampaignListToolbar = ({ onAdd }: { onAdd(): void }) => {
  const translate = useTranslate();
  const { filterValues, showFilter, hideFilter } = useListContext();
  const [range, setRange] = useDateRangeParam();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 2 }}>
      <ListTextFilter source="name" label="campaigns.search" />
      <TextField
        select
        size="small"
        variant="outlined"
        fullWidth={false}
        label={translate('campaigns.columns.status')}
        value={shownStatus(filterValues.status)}
        onChange={(event) =>
          event.target.value === ALL ? hideFilter('status') : showFilter('status', [Number(event.target.value)])
        }
        sx={{ minWidth: 220 }}
        slotProps={{ select: { native: true } }}
      >
        <option value={ALL}>{translate('core.campaign.status.all')}</option>
        {(Object.entries(CAMPAIGN_STATUS) as [CampaignStatusName, number][]).map(([key, code]) => (
          <option key={code} value={String(code)}>
            {translate(`core.campaign.status.${key}`)}
          </option>
        ))}
      </TextField>
      <CampaignPacingFilter />
      <DateRangePicker value={range} onChange={setRange} />
      <Box sx={{ flex: 1 }} />
      <CampaignExportLink range={range} />
      <CampaignCsvButtons />
      <SessionCanAccess resource="campaigns" action="create">
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {translate('campaigns.add')}
        </Button>
      </SessionCanAccess>
    </Box>
  );
};
