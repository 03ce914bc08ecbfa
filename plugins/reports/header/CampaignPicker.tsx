import { useState } from 'react';
import { Autocomplete, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useGetOne, useTranslate } from 'ra-core';
import { CAMPAIGN_STATUS, type CampaignListRow } from '../../../src/api/contract';
import { statusColour, statusName } from '../../../src/campaign/status';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';

/** The campaign names a report can be for: the campaign list's own call, by name, 25 at a time. */
export const PICKER_PAGE_SIZE = 25;
/** A search box's pause before asking (spec 2 §9's resource searches: 300 ms). */
export const PICKER_DEBOUNCE_MS = 300;

/** What the picker shows of a campaign (spec 3 §2: name, status_key, campaign_start_at). */
export type PickedCampaign = Pick<CampaignListRow, 'id' | 'name' | 'status_key' | 'campaign_start_at'>;

const LIVE: ReadonlySet<number> = new Set([CAMPAIGN_STATUS.running, CAMPAIGN_STATUS.running_daily_budget_reached]);
export const isLive = (statusKey: number): boolean => LIVE.has(statusKey);

/** A running campaign's live marker (spec 3 §2): a green dot that pulses unless motion is reduced. */
const LiveMarker = () => {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate('reports.campaign.live')}
      sx={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: 'success.main',
        flexShrink: 0,
        '@media (prefers-reduced-motion: no-preference)': { animation: 'reports-live 1.6s ease-in-out infinite' },
        '@keyframes reports-live': { '50%': { opacity: 0.35 } },
      }}
    />
  );
};

const CampaignLine = ({ campaign }: { campaign: PickedCampaign }) => {
  const translate = useTranslate();
  const status = statusName(campaign.status_key);
  const start = campaign.campaign_start_at?.slice(0, 10);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, width: '100%' }}>
      {isLive(campaign.status_key) && <LiveMarker />}
      <Typography variant="body2" noWrap sx={{ flex: 1 }}>
        {campaign.name}
      </Typography>
      {status && <Chip size="small" color={statusColour(campaign.status_key)} label={translate(`core.campaign.status.${status}`)} />}
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {start ? translate('reports.campaign.starts', { date: start }) : translate('reports.campaign.immediately')}
      </Typography>
    </Stack>
  );
};

interface CampaignPickerProps {
  campaignId: number | null;
  onChange(campaignId: number): void;
}

/**
 * The report's campaign (spec 3 §2 filter header): found by name through the campaign list's call (the
 * dataProvider's `campaigns` resource), each with its status and start, a running one with the live
 * marker; an empty answer reads campaignNotFound. The chosen one is read by id, so a link to a
 * campaign beyond the first page still names it.
 */
export const CampaignPicker = ({ campaignId, onChange }: CampaignPickerProps) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const name = useDebouncedValue(typed.trim(), PICKER_DEBOUNCE_MS);
  const { data = [], isFetching } = useGetList<CampaignListRow>('campaigns', {
    filter: { name },
    pagination: { page: 1, perPage: PICKER_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data: chosen } = useGetOne('campaigns', { id: campaignId ?? 0 }, { enabled: campaignId !== null });
  const selected: PickedCampaign | null = chosen && chosen.id === campaignId ? (chosen as PickedCampaign) : null;
  const options: PickedCampaign[] = selected && !data.some((row) => row.id === selected.id) ? [selected, ...data] : data;

  return (
    <Autocomplete<PickedCampaign>
      options={options}
      // null, never undefined, while the chosen one loads: MUI keeps an input uncontrolled if it starts so.
      value={selected}
      loading={isFetching}
      filterOptions={(all) => all}
      getOptionLabel={(campaign) => campaign.name}
      getOptionKey={(campaign) => campaign.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={({ key, ...props }, campaign) => (
        <li key={key} {...props}>
          <CampaignLine campaign={campaign} />
        </li>
      )}
      noOptionsText={translate('reports.campaign.campaignNotFound')}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setTyped(value);
      }}
      onChange={(_event, campaign) => {
        setTyped('');
        // Clearing the box keeps the report's campaign: a report is always of one.
        if (campaign) onChange(campaign.id);
      }}
      sx={{ width: 340 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate('reports.filters.campaign')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: selected && isLive(selected.status_key) ? <LiveMarker /> : params.slotProps.input.startAdornment,
            },
          }}
        />
      )}
    />
  );
};
