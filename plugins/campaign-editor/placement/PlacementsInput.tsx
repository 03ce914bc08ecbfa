import { useState } from 'react';
import { FormHelperText, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { CandidateList, ChosenItems, useModeLists, type ModeCandidate } from './ModeList';
import { usePlacementSearch } from './usePlacementData';
import { useFormat } from '../../../src/format/useFormat';

const F = 'campaign-editor.placement.fields';
const S = 'campaign-editor.placement.search';
/** A placement's name is its key: the chips show it as is. */
const NO_NAMES: Readonly<Record<string, string>> = {};

/**
 * Placements (included_apps / excluded_apps, by placement name): the chosen ones under their mode and
 * the search to add more, asked 1,000 ms after the last keystroke (spec 2 §9). The typed text is this
 * component's state, not a form field.
 */
export const PlacementsInput = () => {
  const format = useFormat();
  const translate = useTranslate();
  const state = useModeLists('placement.included_apps', 'placement.excluded_apps');
  const country: unknown = useWatch({ name: 'country' });
  const [typed, setTyped] = useState('');
  const search = usePlacementSearch(typed, typeof country === 'string' ? country : '');
  const candidates: ModeCandidate[] = search.results.map((item) => ({
    value: item.name,
    label: item.name,
    detail: translate(`${S}.detail`, {
      site: item.site_or_app,
      size: item.creative_size,
      impressions: format.count(item.impression_count),
    }),
  }));
  return (
    <Stack spacing={1}>
      <ChosenItems state={state} label={`${F}.placements`} names={NO_NAMES} />
      <TextField
        type="search"
        label={translate(`${F}.placementsSearch`)}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        inputRef={state.inputRef}
        helperText={search.isSearching ? translate(`${S}.searching`) : translate(`${S}.hint`)}
        autoComplete="off"
        fullWidth
      />
      {search.error && (
        <FormHelperText error role="alert">
          {translate(`${S}.failed`, { message: search.error.message })}
        </FormHelperText>
      )}
      <CandidateList state={state} candidates={candidates} label={translate(`${S}.results`)} />
      {search.settled && search.results.length === 0 && <FormHelperText role="status">{translate(`${S}.noResult`, { name: search.term })}</FormHelperText>}
      {search.settled && search.total > search.results.length && (
        <FormHelperText>{translate(`${S}.more`, { shown: search.results.length, total: search.total })}</FormHelperText>
      )}
    </Stack>
  );
};
