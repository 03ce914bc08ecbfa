import type { AutocompleteChangeDetails, AutocompleteChangeReason } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import type { FilterUpdate } from '../../../src/list/useSpecListController';
import { selectedOf } from '../trafficList';
import type { TrafficDimension } from '../../../src/api/contract';

/**
 * A box's change as an updater of the filter's values in the address: the option picked is added to,
 * or the one removed taken from, what the address holds when the change applies. MUI's `next` is
 * worked out from the box's last render, so a second pick before the page re-rendered (navigations
 * render in a transition) would drop the first.
 */
export const changeOfBox =
  (dimension: TrafficDimension, next: readonly string[], reason: AutocompleteChangeReason, details?: AutocompleteChangeDetails<string>): FilterUpdate =>
  (current) => {
    const held = selectedOf({ [dimension]: current }, dimension);
    const option = details?.option;
    if (reason === 'selectOption' && option !== undefined) return held.includes(option) ? held : [...held, option];
    if (reason === 'removeOption' && option !== undefined) return held.filter((value) => value !== option);
    if (reason === 'clear') return [];
    return [...next];
  };

/** The list kit's filter writer for one dimension's box (see changeOfBox). */
export const useBoxChange = (dimension: TrafficDimension) => {
  const { showFilter } = useListContext();
  return (_event: unknown, next: readonly string[], reason: AutocompleteChangeReason, details?: AutocompleteChangeDetails<string>) =>
    showFilter(dimension, changeOfBox(dimension, next, reason, details));
};

/**
 * What every filter box of the panel shares: any number of values, a compact box showing two of them,
 * open while values are picked, the picked ones out of the list, and the panel's loading and
 * nothing-found texts.
 */
export const useFilterBoxProps = () => {
  const translate = useTranslate();
  return {
    multiple: true,
    size: 'small',
    limitTags: 2,
    disableCloseOnSelect: true,
    filterSelectedOptions: true,
    loadingText: translate('traffic.panel.loading'),
    noOptionsText: translate('traffic.panel.noOptions'),
  } as const;
};
