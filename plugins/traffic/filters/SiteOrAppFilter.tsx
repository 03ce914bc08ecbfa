import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { TRAFFIC_AUTOCOMPLETE_DEBOUNCE_MS } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';
import type { AutocompleteParams } from '../trafficApi';
import { filtersOf, selectedOf, TRAFFIC_RESOURCE } from '../trafficList';
import { useBoxChange, useFilterBoxProps } from './useFilterBoxProps';

/**
 * The site_or_app filter (spec 3 §9): a search, as there are too many sites and apps to list. What is
 * typed is asked 500 ms after the last keystroke, for the 50 busiest matches under the other filters;
 * nothing is asked while the list is closed.
 */
export const SiteOrAppFilter = () => {
  const translate = useTranslate();
  const boxProps = useFilterBoxProps();
  const { filterValues } = useListContext();
  const onChange = useBoxChange('site_or_app');
  const selected = selectedOf(filterValues, 'site_or_app');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const name = useDebouncedValue(typed.trim(), TRAFFIC_AUTOCOMPLETE_DEBOUNCE_MS);
  const params: AutocompleteParams | null = open ? { name, filters: filtersOf(filterValues, 'site_or_app') } : null;
  const found = useInvokeQuery<string[]>(TRAFFIC_RESOURCE, 'autocomplete', params, { keepPrevious: true, staleTime: 60_000 });
  const waiting = open && (found.isFetching || name !== typed.trim());
  return (
    <Autocomplete
      {...boxProps}
      // The server has matched the text already; the box shows its answer as it is.
      filterOptions={(options) => options}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={found.data ?? []}
      value={selected}
      inputValue={typed}
      onInputChange={(_event, text, reason) => {
        // Choosing a value clears the box in MUI; keep the search so more matches can be picked.
        if (reason !== 'reset') setTyped(text);
      }}
      loading={waiting}
      onChange={onChange}
      renderInput={(params) => <TextField {...params} label={translate('traffic.columns.site_or_app')} helperText={translate('traffic.panel.searchSites')} />}
    />
  );
};
