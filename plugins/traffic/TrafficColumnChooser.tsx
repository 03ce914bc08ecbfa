import { useId, useState } from 'react';
import { Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Popover } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useListContext, useTranslate } from 'ra-core';
import { TRAFFIC_MIN_COLUMNS, type TrafficMetric } from '../../src/api/contract';
import type { FilterUpdate } from '../../src/list/useSpecListController';
import { columnsOf, COLUMNS_PARAM, DEFAULT_COLUMNS, METRIC_ORDER } from './trafficList';

/**
 * The metric columns a box toggles, as the address writes them: the default set is written as none,
 * and a column cannot be taken out of the last TRAFFIC_MIN_COLUMNS (spec 3 §2: at least 2 stay).
 */
export const toggledColumns = (current: readonly TrafficMetric[], metric: TrafficMetric): TrafficMetric[] => {
  const next = current.includes(metric) ? current.filter((entry) => entry !== metric) : [...current, metric];
  if (next.length < TRAFFIC_MIN_COLUMNS) return [...current];
  const ordered = METRIC_ORDER.filter((entry) => next.includes(entry));
  const isDefault = ordered.length === DEFAULT_COLUMNS.length && ordered.every((entry) => DEFAULT_COLUMNS.includes(entry));
  return isDefault ? [] : ordered;
};

/** The list kit's filter updater for one box: it toggles from the address as it is when the change applies. */
const toggleIn =
  (metric: TrafficMetric): FilterUpdate =>
  (current) =>
    toggledColumns(columnsOf({ [COLUMNS_PARAM]: current }), metric);

/**
 * The column chooser (spec 3 §2): which metrics the table shows, at least 2; the dimensions shown are
 * the grouping, chosen in the filters panel. Its choice lives in the address (`columns`), so a shared
 * link shows the same columns.
 */
export const TrafficColumnChooser = () => {
  const translate = useTranslate();
  const id = useId();
  const { filterValues, showFilter } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const columns = columnsOf(filterValues);
  const atMinimum = columns.length <= TRAFFIC_MIN_COLUMNS;
  return (
    <>
      <Button startIcon={<ViewColumnIcon />} aria-haspopup="dialog" aria-expanded={anchor !== null} onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('traffic.columnsChooser.button')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-title`, sx: { p: 2 } } }}
      >
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend" id={`${id}-title`}>
            {translate('traffic.columnsChooser.title')}
          </FormLabel>
          <FormGroup>
            {METRIC_ORDER.map((metric) => {
              const checked = columns.includes(metric);
              return (
                <FormControlLabel
                  key={metric}
                  control={<Checkbox size="small" checked={checked} disabled={checked && atMinimum} onChange={() => showFilter(COLUMNS_PARAM, toggleIn(metric))} />}
                  label={translate(`traffic.columns.${metric}`)}
                />
              );
            })}
          </FormGroup>
          <FormHelperText>{translate('traffic.columnsChooser.minimum', { count: TRAFFIC_MIN_COLUMNS })}</FormHelperText>
        </FormControl>
      </Popover>
    </>
  );
};
