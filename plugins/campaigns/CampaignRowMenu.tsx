import { useState } from 'react';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { usePermissions, useNotify, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { CAMPAIGN_STATUS, type CampaignListRow } from '../../src/api/contract';
import { canAccessWith } from '../../src/auth/accessTable';
import { ReplicateModal } from './ReplicateModal';
import { runPauseAction } from './runPauseRules';
import { useCampaignAction } from './useCampaignAction';

/** The row's actions (spec 1 §2, §4), each shown only with its permission. */
export const CampaignRowMenu = ({ row }: { row: CampaignListRow }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { permissions = [] } = usePermissions<string[]>();
  const action = useCampaignAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [replicating, setReplicating] = useState(false);
  const can = (name: string) => canAccessWith(permissions, { resource: 'campaigns', action: name });
  const runPause = runPauseAction(row.status_key);
  const close = () => setAnchor(null);
  const runOrPause = () => {
    close();
    if (runPause.kind === 'blocked') notify(`campaigns.guidance.${runPause.reason}`, { type: 'warning' });
    else action.mutate({ action: runPause.kind, id: row.id });
  };
  return (
    <>
      <IconButton
        aria-label={translate('campaigns.actions.menu', { name: row.name })}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} onClick={(event) => event.stopPropagation()}>
        {can('run') && (
          <MenuItem onClick={runOrPause} disabled={action.isPending}>
            <ListItemText primary={translate(runPause.kind === 'pause' ? 'campaigns.actions.pause' : 'campaigns.actions.run')} />
          </MenuItem>
        )}
        {can('replicate') && (
          <MenuItem
            onClick={() => {
              close();
              setReplicating(true);
            }}
          >
            <ListItemText primary={translate('campaigns.actions.replicate')} />
          </MenuItem>
        )}
        {can('archive') && row.status_key !== CAMPAIGN_STATUS.archived && (
          <MenuItem
            disabled={action.isPending}
            onClick={() => {
              close();
              action.mutate({ action: 'archive/toggle', id: row.id });
            }}
          >
            <ListItemText primary={translate('campaigns.actions.archive')} />
          </MenuItem>
        )}
        {can('report') && (
          <MenuItem onClick={() => navigate(`/reports?campaignId=${row.id}`)}>
            <ListItemText primary={translate('campaigns.actions.viewReport')} />
          </MenuItem>
        )}
      </Menu>
      {replicating && <ReplicateModal row={row} onClose={() => setReplicating(false)} />}
    </>
  );
};
