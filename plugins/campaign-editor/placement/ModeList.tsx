import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Chip, FormHelperText, FormLabel, IconButton, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import type { PlacementMode } from '../../../src/api/contract';
import { addToMode, listMode, offeredModes, removeFromLists, type ModeLists } from './placementModes';

const M = 'campaign-editor.placement.modes';
const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** An item one may add: its key (what the lists hold), its label and a secondary line. */
export interface ModeCandidate {
  value: string;
  label: string;
  detail?: string;
}

/**
 * A whitelist/blacklist pair of form lists (spec 2 §4): `included` and `excluded` sources. The first
 * item added picks the mode, only that mode's action is offered afterwards, and removing the last
 * item returns to unselected (both actions again).
 */
export const useModeLists = (included: string, excluded: string) => {
  const includedInput = useInput<string[]>({ source: included });
  const excludedInput = useInput<string[]>({ source: excluded });
  const lists: ModeLists = { included: stringsOf(includedInput.field.value), excluded: stringsOf(excludedInput.field.value) };
  const apply = (next: ModeLists) => {
    if (next.included !== lists.included) includedInput.field.onChange([...next.included]);
    if (next.excluded !== lists.excluded) excludedInput.field.onChange([...next.excluded]);
  };
  return {
    id: includedInput.id,
    lists,
    mode: listMode(lists),
    offered: offeredModes(lists),
    add: (mode: PlacementMode, value: string) => apply(addToMode(lists, mode, value)),
    remove: (value: string) => {
      const next = removeFromLists(lists, value);
      includedInput.field.onChange(next.included);
      excludedInput.field.onChange(next.excluded);
    },
    error: excludedInput.fieldState.error?.message ?? includedInput.fieldState.error?.message,
    /** Both lists' refs on one element: the checklist's link to either field focuses it. */
    inputRef: (element: HTMLElement | null) => {
      includedInput.field.ref(element);
      excludedInput.field.ref(element);
    },
  };
};

export type ModeListsState = ReturnType<typeof useModeLists>;

/** The chosen items as chips under the mode they are in, each removable. */
export const ChosenItems = ({ state, label, names }: { state: ModeListsState; label: string; names: Readonly<Record<string, string>> }) => {
  const translate = useTranslate();
  const { mode, lists, id } = state;
  const chosen = mode === 'whitelist' ? lists.included : lists.excluded;
  return (
    <Stack spacing={1}>
      <FormLabel id={`${id}-label`}>{translate(label)}</FormLabel>
      <FormHelperText sx={{ m: 0 }} role="status">
        {translate(mode ? `${M}.${mode}Active` : `${M}.unselected`)}
      </FormHelperText>
      {chosen.length > 0 && (
        <Box component="ul" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {chosen.map((value) => {
            const name = names[value] ?? value;
            return (
              <Box component="li" key={value} sx={{ display: 'inline-flex', alignItems: 'center' }}>
                <Chip label={name} size="small" color={mode === 'whitelist' ? 'success' : 'default'} />
                <IconButton size="small" onClick={() => state.remove(value)} aria-label={translate(`${M}.remove`, { name })}>
                  <CloseIcon fontSize="inherit" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      {state.error && (
        <FormHelperText error>
          <InputHelperText error={state.error} />
        </FormHelperText>
      )}
    </Stack>
  );
};

/** Candidates with the actions of the offered modes only ("Add to whitelist", "Add to blacklist"). */
export const CandidateList = ({ state, candidates, label }: { state: ModeListsState; candidates: readonly ModeCandidate[]; label: string }) => {
  const translate = useTranslate();
  if (candidates.length === 0) return null;
  const held = new Set([...state.lists.included, ...state.lists.excluded]);
  return (
    <List dense aria-label={label} sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {candidates.map((candidate) => (
        <ListItem
          key={candidate.value}
          secondaryAction={
            held.has(candidate.value) ? (
              <FormHelperText sx={{ m: 0 }}>{translate(`${M}.added`)}</FormHelperText>
            ) : (
              <Stack direction="row" spacing={1}>
                {state.offered.map((mode) => (
                  <Button key={mode} size="small" onClick={() => state.add(mode, candidate.value)} aria-label={translate(`${M}.add.${mode}`, { name: candidate.label })}>
                    {translate(`${M}.addShort.${mode}`)}
                  </Button>
                ))}
              </Stack>
            )
          }
        >
          <ListItemText primary={candidate.label} secondary={candidate.detail} sx={{ pr: state.offered.length * 12 }} />
        </ListItem>
      ))}
    </List>
  );
};
