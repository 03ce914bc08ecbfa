import { useTranslate } from 'ra-core';

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
