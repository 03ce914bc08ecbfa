import { useMemo, type ReactNode } from 'react';
import { Box, TextField } from '@mui/material';
import { ListContextProvider, useGetList, useListContext, useLocale, useTranslate } from 'ra-core';
import { ADMIN_CAMPAIGN_TYPES, CAMPAIGN_STATUS, type CampaignStatusName } from '../../../src/api/contract';
import { countryListOptions, type CountryRecord } from '../../../src/data/referenceLists';
import type { DateRange } from '../../../src/domain/dateRange';
import { ListTextFilter } from '../../../src/list/ListTextFilter';
import { DateRangePicker } from '../../../src/widgets/date-range/DateRangePicker';
import { ADMIN_CAMPAIGN_PICKER_PRESETS, CURRENCY_USD, campaignTypeOf } from './adminCampaignList';

const ALL = 'all';
const LOCAL = 'local';
const STATUS_CODES: readonly number[] = Object.values(CAMPAIGN_STATUS);
const ALL_COUNTRIES = { pagination: { page: 1, perPage: 1000 } };

/** The status box shows one chosen status, or All (also for an address naming an unknown code). */
const shownStatus = (codes: unknown): string =>
  Array.isArray(codes) && codes.length === 1 && STATUS_CODES.includes(Number(codes[0])) ? String(codes[0]) : ALL;

/** A native select, as the list kit's page size (ListPagination says why). */
const FilterSelect = ({ label, value, onChange, children, width = 180 }: { label: string; value: string; onChange(value: string): void; children: ReactNode; width?: number }) => (
  <TextField select size="small" variant="outlined" fullWidth={false} label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: width }} slotProps={{ select: { native: true } }}>
    {children}
  </TextField>
);

interface Props {
  range: DateRange;
  onRange(next: DateRange): void;
  /** Writes one filter, back to the first page and name ascending (spec 3 §2). */
  onFilter(name: string, value: unknown): void;
  /** The chooser and the export, at the end of the bar. */
  actions: ReactNode;
}

/**
 * The list's filters (spec 3 §2): date range (presets of §9, 14 days by default), campaign type,
 * status, country (the cached countries list), currency (USD or Local) and the debounced name.
 */
export const AdminCampaignsToolbar = ({ range, onRange, onFilter, actions }: Props) => {
  const translate = useTranslate();
  const context = useListContext();
  const { filterValues } = context;
  const locale = useLocale();
  const { data: countries = [] } = useGetList<CountryRecord>('countries', ALL_COUNTRIES, countryListOptions(locale));
  // The shared name box writes through showFilter: here that also resets the sort, as every filter does.
  const nameContext = useMemo(() => ({ ...context, showFilter: onFilter }), [context, onFilter]);
  const text = (key: string) => (typeof filterValues[key] === 'string' ? (filterValues[key] as string) : '');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 2 }}>
      <DateRangePicker value={range} onChange={onRange} presets={ADMIN_CAMPAIGN_PICKER_PRESETS} />
      <FilterSelect label={translate('admin.campaigns.filters.type')} value={campaignTypeOf(filterValues.type)} onChange={(value) => onFilter('type', value === ALL ? '' : value)}>
        {ADMIN_CAMPAIGN_TYPES.map((type) => (
          <option key={type} value={type}>
            {translate(`admin.campaigns.types.${type}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={translate('admin.campaigns.filters.status')} value={shownStatus(filterValues.status)} width={220} onChange={(value) => onFilter('status', value === ALL ? [] : [Number(value)])}>
        <option value={ALL}>{translate('core.campaign.status.all')}</option>
        {(Object.entries(CAMPAIGN_STATUS) as [CampaignStatusName, number][]).map(([key, code]) => (
          <option key={code} value={String(code)}>
            {translate(`core.campaign.status.${key}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={translate('admin.campaigns.filters.country')} value={text('country') || ALL} onChange={(value) => onFilter('country', value === ALL ? '' : value)}>
        <option value={ALL}>{translate('admin.campaigns.allCountries')}</option>
        {countries.map((country) => (
          <option key={country.iso_code} value={country.iso_code}>
            {country.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={translate('admin.campaigns.filters.currency')} value={text('currency') === CURRENCY_USD ? CURRENCY_USD : LOCAL} width={140} onChange={(value) => onFilter('currency', value === CURRENCY_USD ? CURRENCY_USD : '')}>
        <option value={CURRENCY_USD}>{translate('admin.campaigns.currency.usd')}</option>
        <option value={LOCAL}>{translate('admin.campaigns.currency.local')}</option>
      </FilterSelect>
      <ListContextProvider value={nameContext}>
        <ListTextFilter source="name" label="admin.campaigns.filters.name" width={240} />
      </ListContextProvider>
      <Box sx={{ flex: 1 }} />
      {actions}
    </Box>
  );
};
