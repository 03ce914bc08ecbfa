import { useEffect, useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { BANNER_SLOTS } from '../../../src/api/contract';
import { DateRangePicker } from '../../../src/widgets/date-range/DateRangePicker';
import { ALL_SIZES, REPORT_PRESETS, type ReportFilters } from '../filters/reportFilters';
import type { SetFiltersOptions } from '../filters/useReportFilters';
import { CampaignPicker } from './CampaignPicker';

export interface DeviceTypeOption {
  key: number;
  name: string;
}

interface ReportFilterHeaderProps {
  filters: ReportFilters;
  setFilters(patch: Partial<ReportFilters>, options?: SetFiltersOptions): void;
  deviceTypes: readonly DeviceTypeOption[];
}

/** An empty select value stands for "every device": MUI's Select needs a string for it. */
const ANY = '';

/**
 * The filter header (spec 3 §2): campaign, traffic source text, banner size, device type and the date
 * range with the report's UTC presets. Each writes the query string at once; the requests that follow
 * are debounced (useReportQueries), so typing a source sends one set of requests per pause.
 */
export const ReportFilterHeader = ({ filters, setFilters, deviceTypes }: ReportFilterHeaderProps) => {
  const translate = useTranslate();
  // The source box keeps its own text while typing: the query string is trimmed, the box is not.
  const [source, setSource] = useState(filters.source);
  useEffect(() => {
    setSource((typed) => (typed.trim() === filters.source ? typed : filters.source));
  }, [filters.source]);

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} role="search" aria-label={translate('reports.filters.label')}>
      <CampaignPicker campaignId={filters.campaignId} onChange={(campaignId) => setFilters({ campaignId })} />
      <TextField
        size="small"
        label={translate('reports.filters.source')}
        value={source}
        onChange={(event) => {
          setSource(event.target.value);
          setFilters({ source: event.target.value.trim() }, { replace: true });
        }}
        fullWidth={false}
        slotProps={{ htmlInput: { maxLength: 255 } }}
        sx={{ width: 200 }}
      />
      <TextField
        select
        size="small"
        label={translate('reports.filters.size')}
        value={String(filters.size)}
        onChange={(event) => setFilters({ size: Number(event.target.value) })}
        fullWidth={false}
        sx={{ width: 150 }}
      >
        <MenuItem value={String(ALL_SIZES)}>{translate('reports.filters.allSizes')}</MenuItem>
        {BANNER_SLOTS.map((slot) => (
          <MenuItem key={slot.key} value={String(slot.key)}>
            {slot.width}x{slot.height}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('reports.filters.device')}
        value={filters.device === null ? ANY : String(filters.device)}
        onChange={(event) => setFilters({ device: event.target.value === ANY ? null : Number(event.target.value) })}
        fullWidth={false}
        sx={{ width: 190 }}
      >
        <MenuItem value={ANY}>{translate('reports.filters.allDevices')}</MenuItem>
        {deviceTypes.map((type) => (
          <MenuItem key={type.key} value={String(type.key)}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <DateRangePicker value={filters.range} onChange={(range) => setFilters({ range })} presets={REPORT_PRESETS} />
    </Stack>
  );
};
