import { useState } from 'react';
import { IconButton } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'ra-core';
import type { CampaignListRow } from '../../src/api/contract';
import { CampaignRowActions } from './CampaignRowActions';

/**
 * The row's actions button. The menu behind it (with its permission and mutation hooks) mounts on the
 * first open and then stays, so a page of rows costs only its buttons on the first paint while every
 * later open and close still animates.
 */
export const CampaignRowMenu = ({ row }: { row: CampaignListRow }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label={translate('campaigns.actions.menu', { name: row.name })}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      {opened && <CampaignRowActions row={row} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
};
