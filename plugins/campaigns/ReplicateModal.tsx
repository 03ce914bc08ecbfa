import { useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, TextField, Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { PermittedCampaignListRow } from '../../src/api/contract';
import { useAccountSwitch } from '../../src/auth/useAccountSwitch';
import { useWrite } from '../../src/data/useWrite';
import { LoadingButton } from '../../src/forms/LoadingButton';
import { useSessionAccess } from '../../src/auth/useSessionAccess';
import { useCurrentAccount } from '../../src/layout/admin-panel/useCurrentAccount';
import { useAccountSearch } from './useAccountSearch';

interface Target {
  id: number;
  name: string;
}

/**
 * Replicate (spec 1 §2): pick the target account through the account search (administrators), then
 * Replicate. When the target is another account the session first switches to it, as the shell does,
 * then the create form opens with replicatedId. Without the admin search the copy stays here.
 */
export const ReplicateModal = ({ row, onClose }: { row: PermittedCampaignListRow; onClose(): void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { switchTo } = useAccountSwitch();
  const current = useCurrentAccount();
  const currentId = current?.id ?? null;
  const { canAccess: canSearch } = useSessionAccess({ resource: 'admin-search' });
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState<Target | null>(null);
  const accounts = useAccountSearch(query, canSearch === true);
  const chosen: Target | null = target ?? (current ? { id: current.id, name: current.name } : null);
  const to = `/campaign/create?replicatedId=${row.id}`;

  // Switching accounts waits for the server; the copy's form opens once the session acts there.
  const replicate = useWrite({
    write: async (_dataProvider, into: Target) => {
      if (into.id === currentId) navigate(to);
      else await switchTo(into.id, to);
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="replicate-title"
      // The dialog is portalled, but React events still bubble to the table row, which opens the campaign.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id="replicate-title">{translate('campaigns.replicate.title', { name: row.name })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }} data-testid="replicate-target">
          {translate('campaigns.replicate.target', { name: chosen?.name ?? '' })}
        </Typography>
        {canSearch && (
          <>
            <TextField
              fullWidth
              size="small"
              variant="outlined"
              type="search"
              label={translate('campaigns.replicate.searchAccount')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoFocus
            />
            <List aria-label={translate('campaigns.replicate.accounts')} dense sx={{ maxHeight: 280, overflowY: 'auto' }}>
              {(accounts.data ?? []).map((account) => (
                <ListItemButton
                  key={account.space_id}
                  selected={chosen?.id === account.space_id}
                  onClick={() => setTarget({ id: account.space_id, name: account.space_name })}
                >
                  <ListItemText primary={account.space_name} secondary={account.currency} />
                </ListItemButton>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <LoadingButton variant="contained" onClick={() => chosen && void replicate.run(chosen)} disabled={!chosen} loading={replicate.pending}>
          {translate('campaigns.actions.replicate')}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
