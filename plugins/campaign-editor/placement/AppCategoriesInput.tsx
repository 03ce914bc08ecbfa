import { Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { CandidateList, ChosenItems, useModeLists } from './ModeList';
import { useAppCategories } from './usePlacementData';
import { useFormat } from '../../../src/format/useFormat';

const F = 'campaign-editor.placement.fields';

/** App categories (included / excluded_app_categories by value): the same mode rules as the placements (spec 2 §4). */
export const AppCategoriesInput = () => {
  const format = useFormat();
  const translate = useTranslate();
  const state = useModeLists('placement.included_app_categories', 'placement.excluded_app_categories');
  const { data } = useAppCategories('app');
  const categories = data ?? [];
  const names = Object.fromEntries(categories.map((category) => [category.value, category.label]));
  const candidates = categories.map((category) => ({
    value: category.value,
    label: category.label,
    detail: translate('campaign-editor.placement.categories.impressions', { count: format.count(category.impression_count) }),
  }));
  return (
    // Focusable (not in the tab order) so the checklist's link to the categories lands here.
    <Stack spacing={1} ref={state.inputRef} tabIndex={-1}>
      <ChosenItems state={state} label={`${F}.appCategories`} names={names} />
      <CandidateList state={state} candidates={candidates} label={translate('campaign-editor.placement.categories.list')} />
    </Stack>
  );
};
