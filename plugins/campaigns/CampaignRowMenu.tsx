import { Suspense, lazy, useState } from 'react';
import { useTranslate } from 'ra-core';
import type { PermittedCampaignListRow } from '../../src/api/contract';

/** The menu's code is not part of the list's first screen; the list loads it once idle (listExtras.ts). */
const CampaignRowActions = lazy(() => import('./CampaignRowActions').then((module) => ({ default: module.CampaignRowActions })));

/** MUI's MoreVert icon's drawing, as a plain SVG (the rows' styles size and colour it). */
const MORE_VERT =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

/**
 * The row's actions button, a plain button styled by the rows' body (CampaignRowsBody). The menu
 * behind it (with its permission and mutation hooks) mounts on the first open and then stays, so a
 * page of rows costs only its buttons on the first paint while every later open and close still
 * animates.
 */
export const CampaignRowMenu = ({ row }: { row: PermittedCampaignListRow }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="row-menu"
        aria-label={translate('campaigns.actions.menu', { name: row.name })}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={MORE_VERT} />
        </svg>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CampaignRowActions row={row} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
