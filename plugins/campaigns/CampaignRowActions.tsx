import { useState } from 'react';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { CAMPAIGN_STATUS, type PermittedCampaignListRow } from '../../src/api/contract';
import { canAccessWith } from '../../src/auth/accessTable';
import { useSessionPermissions } from '../../src/auth/useSessionAccess';
import { CAMPAIGN_GATES, CAMPAIGNS_RESOURCE, type CampaignAction } from './campaignGates';
import { ReplicateModal } from './ReplicateModal';
import { runPauseAction } from './runPauseRules';
import { useCampaignAction } from './useCampaignAction';

interface Props {
  row: PermittedCampaignListRow;
  /** The actions button while the menu is open, null while it is closed. */
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The row's actions menu (spec 1 §2, §4), each action shown only with its permission. */
export const CampaignRowActions = ({ row, anchor, onClose: close }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const permissions = useSessionPermissions();
  const action = useCampaignAction();
  const [replicating, setReplicating] = useState(false);
  const can = (name: CampaignAction) => canAccessWith(permissions, { resource: CAMPAIGNS_RESOURCE, action: name }, CAMPAIGN_GATES);
  const runPause = runPauseAction(row.status_key);
  const runOrPause = () => {
    close();
    if (runPause.kind === 'blocked') notify(`campaigns.guidance.${runPause.reason}`, { type: 'warning' });
    else void action.run({ action: runPause.kind, id: row.id });
  };
  return (
    <>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} onClick={(event) => event.stopPropagation()}>
        {can('run') && (
          <MenuItem onClick={runOrPause} disabled={action.pending}>
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
            disabled={action.pending}
            onClick={() => {
              close();
              void action.run({ action: 'archive/toggle', id: row.id });
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
