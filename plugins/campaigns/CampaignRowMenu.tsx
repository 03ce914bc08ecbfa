import { Suspense, lazy, useState } from 'react';
import { IconButton } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'ra-core';
import type { CampaignListRow } from '../../src/api/contract';

/** The menu's code is not part of the list's first screen; the list loads it once idle (listExtras.ts). */
const CampaignRowActions = lazy(() => import('./CampaignRowActions').then((module) => ({ default: module.CampaignRowActions })));

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
      {opened && (
        <Suspense fallback={null}>
          <CampaignRowActions row={row} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
