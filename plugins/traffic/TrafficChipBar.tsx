import { Box, Chip, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { TRAFFIC_DIMENSIONS, type TrafficDimension } from '../../src/api/contract';
import type { FilterUpdate } from '../../src/list/useSpecListController';
import { useTrafficFormat } from './trafficFormat';
import { selectedOf } from './trafficList';

/** Spec 3 §2: each chip is 190 px wide; the bar scrolls when they are wider than it. */
const CHIP_WIDTH_PX = 190;

/** Removes one value from the filter as the address holds it when the change applies (two quick removals both count). */
const withoutValue =
  (dimension: TrafficDimension, value: string): FilterUpdate =>
  (current) =>
    selectedOf({ [dimension]: current }, dimension).filter((entry) => entry !== value);

/**
 * The chip bar of active filters (spec 3 §2): one chip per filtered value, named "Dimension: value"
 * (cut to the chip's width, whole in its tooltip); removing a chip removes that value.
 */
export const TrafficChipBar = () => {
  const translate = useTranslate();
  const format = useTrafficFormat();
  const { filterValues, showFilter } = useListContext();
  const chips = TRAFFIC_DIMENSIONS.flatMap((dimension) => {
    const selected = selectedOf(filterValues, dimension);
    return selected.map((value) => ({
      key: `${dimension}:${value}`,
      text: translate('traffic.chips.chip', { name: translate(`traffic.columns.${dimension}`), value: format.dimension(dimension, value) }),
      remove: () => showFilter(dimension, withoutValue(dimension, value)),
    }));
  });
  // Inline-size containment: many chips scroll inside the bar rather than widen the page.
  return (
    <Box role="group" aria-label={translate('traffic.chips.label')} data-testid="traffic-chips" sx={{ display: 'flex', gap: 1, overflowX: 'auto', contain: 'inline-size', pb: 0.5, minHeight: 40, alignItems: 'center' }}>
      {chips.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('traffic.chips.none')}
        </Typography>
      ) : (
        chips.map((chip) => <Chip key={chip.key} label={chip.text} title={chip.text} onDelete={chip.remove} sx={{ width: CHIP_WIDTH_PX, flexShrink: 0, justifyContent: 'space-between' }} />)
      )}
    </Box>
  );
};
