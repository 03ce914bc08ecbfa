import { TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { PACING_FILTERS } from '../../src/api/contract';
import { useSessionPermissions } from '../../src/auth/useSessionAccess';
import { showsPacing } from './campaignColumns';

const ALL = 'all';

/**
 * 'Underpacing' (below 0.8) / 'Overpacing' (above 1.2), kept in the address as `pacing` (beyond the spec).
 * A native select, as the status filter beside it (first-screen cost). Absent without REPORT_SPEND:
 * pacing is spend, and the server refuses the filter to such a session.
 */
export const CampaignPacingFilter = () => {
  const translate = useTranslate();
  const permissions = useSessionPermissions();
  const { filterValues, showFilter, hideFilter } = useListContext();
  if (!showsPacing(permissions)) return null;
  const value = PACING_FILTERS.find((band) => band === filterValues.pacing) ?? ALL;
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      fullWidth={false}
      label={translate('campaigns.pacing.filter')}
      value={value}
      onChange={(event) => (event.target.value === ALL ? hideFilter('pacing') : showFilter('pacing', event.target.value))}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { native: true } }}
    >
      <option value={ALL}>{translate('campaigns.pacing.all')}</option>
      {PACING_FILTERS.map((band) => (
        <option key={band} value={band}>
          {translate(`campaigns.pacing.${band}`)}
        </option>
      ))}
    </TextField>
  );
};
