import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useListContext, useTranslate } from 'ra-core';
import { TRAFFIC_DIMENSIONS, type TrafficDimension } from '../../../src/api/contract';
import type { FilterUpdate } from '../../../src/list/useSpecListController';
import { aggregateOf, AGGREGATE_PARAM } from '../trafficList';
import { SiteOrAppFilter } from './SiteOrAppFilter';
import { TrafficFilterSelect } from './TrafficFilterSelect';
import type { FilterOptions } from './useTrafficOptions';

export const FILTERS_PANEL_ID = 'traffic-filters';
const TITLE_ID = 'traffic-filters-title';

/**
 * The grouping a box toggles, as the address writes it: every dimension is written as none (the
 * default), and the last one left cannot be taken out (a row needs a dimension).
 */
export const toggledAggregate = (current: readonly TrafficDimension[], dimension: TrafficDimension): TrafficDimension[] => {
  const next = current.includes(dimension) ? current.filter((entry) => entry !== dimension) : [...current, dimension];
  if (next.length === 0) return [...current];
  return next.length === TRAFFIC_DIMENSIONS.length ? [] : TRAFFIC_DIMENSIONS.filter((entry) => next.includes(entry));
};

/**
 * "Group by": the aggregate of spec 3 §2, the dimensions the rows are grouped by. Each click toggles
 * the grouping the address holds when the change applies (the list kit's filter updater), so quick
 * clicks made before the page re-renders each count.
 */
const GroupBy = () => {
  const translate = useTranslate();
  const { filterValues, showFilter } = useListContext();
  const aggregate = aggregateOf(filterValues);
  const toggle = (dimension: TrafficDimension) => {
    const update: FilterUpdate = (current) => toggledAggregate(aggregateOf({ [AGGREGATE_PARAM]: current }), dimension);
    showFilter(AGGREGATE_PARAM, update);
  };
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{translate('traffic.panel.groupBy')}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
        {TRAFFIC_DIMENSIONS.map((dimension) => {
          const checked = aggregate.includes(dimension);
          return (
            <FormControlLabel
              key={dimension}
              control={<Checkbox size="small" checked={checked} disabled={checked && aggregate.length === 1} onChange={() => toggle(dimension)} />}
              label={translate(`traffic.columns.${dimension}`)}
            />
          );
        })}
      </FormGroup>
      <FormHelperText>{translate('traffic.panel.groupByHint')}</FormHelperText>
    </FormControl>
  );
};

/**
 * The filters side panel (spec 3 §2), beside the table so the rows follow each choice: the grouping,
 * then a filter per dimension whose options follow the other filters (spec 3 §4).
 */
export const TrafficFiltersPanel = ({ options, onClose }: { options: Record<TrafficDimension, FilterOptions>; onClose(): void }) => {
  const translate = useTranslate();
  return (
    <Paper component="aside" id={FILTERS_PANEL_ID} aria-labelledby={TITLE_ID} variant="outlined" sx={{ width: 340, flexShrink: 0, p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={TITLE_ID} variant="h6" component="h2">
          {translate('traffic.panel.title')}
        </Typography>
        <IconButton aria-label={translate('traffic.panel.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Stack spacing={2}>
        <GroupBy />
        <Typography variant="subtitle2" component="h3">
          {translate('traffic.panel.filters')}
        </Typography>
        {TRAFFIC_DIMENSIONS.map((dimension) =>
          dimension === 'site_or_app' ? <SiteOrAppFilter key={dimension} /> : <TrafficFilterSelect key={dimension} dimension={dimension} options={options[dimension]} />,
        )}
      </Stack>
    </Paper>
  );
};
