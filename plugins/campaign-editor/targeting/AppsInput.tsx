import { memo, useCallback, useState, type Ref } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Avatar, Box, Button, Chip, FormHelperText, FormLabel, IconButton, List, ListItem, ListItemAvatar, ListItemText, Stack, TextField } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { TargetingResource } from '../../../src/api/contract';
import { useFlashMessage } from '../owner/useFlashMessage';
import { useRequestResearch, useResourceSearch } from './useResourceSearch';
import { useFormat } from '../../../src/format/useFormat';
import { LoadingButton } from '../../../src/forms/LoadingButton';

const A = 'campaign-editor.targeting.apps';
const chosenOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

interface ResultsProps {
  results: TargetingResource[];
  chosen: readonly string[];
  onAdd: (resource: TargetingResource) => void;
}

/** The search's answers: memoised, so a keystroke in the search box repaints the box only. */
const SearchResults = memo(({ results, chosen, onAdd }: ResultsProps) => {
  const format = useFormat();
  const translate = useTranslate();
  if (results.length === 0) return null;
  return (
    <List dense aria-label={translate(`${A}.results`)} sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {results.map((resource) => {
        const added = resource.bundle_ids.every((id) => chosen.includes(id));
        return (
          <ListItem
            key={resource.id}
            secondaryAction={
              <Button size="small" disabled={added} onClick={() => onAdd(resource)} aria-label={translate(`${A}.add`, { name: resource.name })}>
                {translate(added ? `${A}.added` : `${A}.addShort`)}
              </Button>
            }
          >
            <ListItemAvatar>
              <Avatar src={resource.icon} alt="" variant="rounded" />
            </ListItemAvatar>
            <ListItemText
              primary={resource.name}
              secondary={translate(`${A}.users`, { min: format.count(resource.users_min), max: format.count(resource.users_max) })}
            />
          </ListItem>
        );
      })}
    </List>
  );
});
SearchResults.displayName = 'SearchResults';

interface SearchProps {
  chosen: readonly string[];
  onAdd: (resource: TargetingResource) => void;
  campaignId: number | null;
  /** react-hook-form's ref: the checklist's link to the apps focuses the search box. */
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The search box and its answers. The text is this component's state, not a form field: typing
 * repaints the box, and the search asks once per pause (useResourceSearch). A search that finds
 * nothing offers the request-research action (spec 2 §2), whose success shows for 3 s.
 */
const AppsSearch = ({ chosen, onAdd, campaignId, inputRef }: SearchProps) => {
  const translate = useTranslate();
  const country: unknown = useWatch({ name: 'country' });
  const [typed, setTyped] = useState('');
  const search = useResourceSearch(typed, typeof country === 'string' ? country : '');
  const [thanks, showThanks] = useFlashMessage();
  const requesting = useRequestResearch((_answer, { name }) => showThanks(translate(`${A}.researchRequested`, { name })));
  const requestResearch = () => void requesting.run({ name: search.term, campaign_id: campaignId });

  const noResult = search.settled && search.results.length === 0;
  return (
    <Stack spacing={1}>
      <TextField
        type="search"
        label={translate('campaign-editor.targeting.fields.appsSearch')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        inputRef={inputRef}
        helperText={search.isSearching ? translate(`${A}.searching`) : translate('campaign-editor.targeting.hints.appsSearch')}
        autoComplete="off"
        fullWidth
      />
      {search.error && (
        <FormHelperText error role="alert">
          {translate(`${A}.searchFailed`, { message: search.error.message })}
        </FormHelperText>
      )}
      <SearchResults results={search.results} chosen={chosen} onAdd={onAdd} />
      {noResult && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <span>{translate(`${A}.noResult`, { name: search.term })}</span>
          <LoadingButton variant="outlined" size="small" onClick={requestResearch} loading={requesting.pending}>
            {translate(`${A}.requestResearch`)}
          </LoadingButton>
        </Box>
      )}
      {thanks && (
        <FormHelperText role="status" sx={{ color: 'success.dark' }}>
          {thanks}
        </FormHelperText>
      )}
    </Stack>
  );
};

/**
 * Apps (targeting.apps, their bundle ids): the chosen ones as chips, the search to add more. Adding a
 * resource adds all its bundle ids (an app's Android and iOS ids). A chip shows the app's name when
 * this visit found it, else its bundle id (the record keeps ids only).
 */
export const AppsInput = ({ campaignId }: { campaignId: number | null }) => {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput<string[]>({ source: 'targeting.apps' });
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});
  const { value, onChange } = field;
  const chosen = chosenOf(value);

  const add = useCallback(
    (resource: TargetingResource) => {
      const held = chosenOf(value);
      setNames((known) => ({ ...known, ...Object.fromEntries(resource.bundle_ids.map((bundleId) => [bundleId, resource.name])) }));
      onChange([...held, ...resource.bundle_ids.filter((bundleId) => !held.includes(bundleId))]);
    },
    [value, onChange],
  );
  const remove = (bundleId: string) => onChange(chosen.filter((held) => held !== bundleId));

  return (
    <Stack spacing={1}>
      <FormLabel id={`${id}-label`}>{translate('campaign-editor.targeting.fields.apps')}</FormLabel>
      {chosen.length === 0 ? (
        <FormHelperText sx={{ m: 0 }}>{translate(`${A}.none`)}</FormHelperText>
      ) : (
        <Box component="ul" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {chosen.map((bundleId) => {
            const label = names[bundleId] ? `${names[bundleId]} · ${bundleId}` : bundleId;
            return (
              <Box component="li" key={bundleId} sx={{ display: 'inline-flex', alignItems: 'center' }}>
                <Chip label={label} size="small" />
                <IconButton size="small" onClick={() => remove(bundleId)} aria-label={translate(`${A}.remove`, { name: label })}>
                  <CloseIcon fontSize="inherit" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      {fieldState.invalid && (
        <FormHelperText error>
          <InputHelperText error={fieldState.error?.message} />
        </FormHelperText>
      )}
      <AppsSearch chosen={chosen} onAdd={add} campaignId={campaignId} inputRef={field.ref} />
    </Stack>
  );
};
