import { Autocomplete, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { TRAFFIC_CREATIVE_SIZE_OPTIONS, type TrafficDimension } from '../../../src/api/contract';
import { useTrafficFormat } from '../trafficFormat';
import { selectedOf } from '../trafficList';
import type { FilterOptions } from './useTrafficOptions';
import { useBoxChange, useFilterBoxProps } from './useFilterBoxProps';

/**
 * The values offered: the server's rank (most requests first, creative sizes by impressions cut to
 * the top 30, spec 3 §9), and the selected ones wherever they are, so a choice never disappears from
 * its own box.
 */
export const offeredValues = (dimension: TrafficDimension, options: readonly string[], selected: readonly string[]): string[] => {
  const top = dimension === 'creative_size' ? options.slice(0, TRAFFIC_CREATIVE_SIZE_OPTIONS) : options;
  return [...top, ...selected.filter((value) => !top.includes(value))];
};

/** One dimension's filter: any number of its values, searchable by their shown names. */
export const TrafficFilterSelect = ({ dimension, options }: { dimension: TrafficDimension; options: FilterOptions }) => {
  const translate = useTranslate();
  const boxProps = useFilterBoxProps();
  const format = useTrafficFormat();
  const { filterValues } = useListContext();
  const onChange = useBoxChange(dimension);
  const selected = selectedOf(filterValues, dimension);
  return (
    <Autocomplete
      {...boxProps}
      options={offeredValues(dimension, options.values ?? [], selected)}
      value={selected}
      loading={options.loading && !options.values}
      getOptionLabel={(value) => format.dimension(dimension, value)}
      onChange={onChange}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(`traffic.columns.${dimension}`)}
          helperText={dimension === 'creative_size' ? translate('traffic.panel.topSizes') : undefined}
        />
      )}
    />
  );
};
