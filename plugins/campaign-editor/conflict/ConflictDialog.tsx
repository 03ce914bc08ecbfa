import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Side } from './campaignMerge';
import type { ConflictRow, ShownValue } from './conflictRows';

/** What the dialog offers: the refusal's message and the fields both sides changed. */
export interface ConflictDialogOffer {
  message: string;
  rows: readonly ConflictRow[];
}

const C = 'campaign-editor.conflict';

interface ConflictDialogProps {
  /** Null while no conflict is offered. */
  offer: ConflictDialogOffer | null;
  onLoad(picks: Readonly<Record<string, Side>>): void;
  onDismiss(): void;
}

/**
 * The offer after a save met someone else's newer save: load the current version with the user's
 * changes on top, after picking, for each field both changed, the user's value or the current one
 * (side by side, the user's preselected). Cancel leaves the form exactly as typed.
 */
export const ConflictDialog = ({ offer, onLoad, onDismiss }: ConflictDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={offer !== null} onClose={onDismiss} aria-labelledby="campaign-conflict-title" maxWidth="md" fullWidth>
      <DialogTitle id="campaign-conflict-title">{translate(`${C}.title`)}</DialogTitle>
      {/* A new offer starts from the user's values everywhere. */}
      {offer && <ConflictChoices key={offer.rows.map((row) => row.path).join('|')} offer={offer} onLoad={onLoad} onDismiss={onDismiss} />}
    </Dialog>
  );
};

const ConflictChoices = ({ offer, onLoad, onDismiss }: ConflictDialogProps & { offer: ConflictDialogOffer }) => {
  const translate = useTranslate();
  const [picks, setPicks] = useState<Record<string, Side>>({});
  const { rows } = offer;
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{offer.message}</DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>{translate(rows.length ? `${C}.intro` : `${C}.introNoOverlap`)}</DialogContentText>
        <Stack spacing={2}>
          {rows.map((row) => (
            <ConflictChoice key={row.path} row={row} pick={picks[row.path] ?? 'mine'} onPick={(side) => setPicks((all) => ({ ...all, [row.path]: side }))} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDismiss}>{translate(`${C}.cancel`)}</Button>
        <Button variant="contained" onClick={() => onLoad(picks)}>
          {translate(`${C}.load`)}
        </Button>
      </DialogActions>
    </>
  );
};

const ConflictChoice = ({ row, pick, onPick }: { row: ConflictRow; pick: Side; onPick(side: Side): void }) => {
  const translate = useTranslate();
  const label = [row.tabLabel, row.fieldLabel].filter((key): key is string => Boolean(key)).map((key) => translate(key)).join(' › ') || row.path;
  const valueText = (value: ShownValue) => ('text' in value ? value.text : translate(`${C}.values.${value.key}`));
  const side = (which: Side, value: ShownValue) => (
    <FormControlLabel
      value={which}
      control={<Radio />}
      sx={{ m: 0, alignItems: 'flex-start', border: 1, borderColor: pick === which ? 'primary.main' : 'divider', borderRadius: 1, p: 1, minWidth: 0 }}
      label={
        <Box sx={{ pt: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {translate(`${C}.${which}`)}
          </Typography>
          <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {valueText(value)}
          </Typography>
        </Box>
      }
    />
  );
  return (
    <FormControl component="fieldset" data-testid="conflict-field" data-path={row.path}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <RadioGroup
        value={pick}
        onChange={(event) => onPick(event.target.value === 'theirs' ? 'theirs' : 'mine')}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
      >
        {side('mine', row.mine)}
        {side('theirs', row.theirs)}
      </RadioGroup>
    </FormControl>
  );
};
