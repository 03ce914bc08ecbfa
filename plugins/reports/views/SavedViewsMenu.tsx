import { useState } from 'react';
import { Button, IconButton, List, ListItem, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import BookmarkIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/Delete';
import LinkIcon from '@mui/icons-material/Link';
import { useNotify, useTranslate } from 'ra-core';
import type { SavedView } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useWrite } from '../../../src/data/useWrite';
import { REPORTS_RESOURCE } from '../data/reportsApi';
import { viewLink } from './savedViewFilters';

/**
 * The user's saved views (ours, beyond the spec): open one (its filters replace the report's), copy
 * its shared link, or delete it: three sibling buttons per view, all reachable by keyboard.
 */
export const SavedViewsMenu = ({ onOpen }: { onOpen(view: SavedView): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: views = [] } = useInvokeQuery<SavedView[]>(REPORTS_RESOURCE, 'listViews', {}, { enabled: anchor !== null });
  const remove = useWrite({
    write: (dataProvider, view: SavedView) => dataProvider.invoke(REPORTS_RESOURCE, 'deleteView', { id: view.id }),
    invalidates: [[REPORTS_RESOURCE, 'listViews']],
  });
  const copy = async (view: SavedView) => {
    try {
      await navigator.clipboard.writeText(viewLink(view.id));
      notify('reports.views.linkCopied', { type: 'success' });
    } catch {
      // No clipboard (an insecure origin, a denied permission): show the link so it can be copied by hand.
      notify('reports.views.linkIs', { type: 'info', messageArgs: { link: viewLink(view.id) } });
    }
  };
  return (
    <>
      <Button startIcon={<BookmarkIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="dialog" aria-expanded={anchor !== null}>
        {translate('reports.views.open')}
      </Button>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {views.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('reports.views.none')}
          </Typography>
        ) : (
          // Open, copy and delete are siblings in each row, never one control inside another.
          <List dense aria-label={translate('reports.views.open')} sx={{ minWidth: 320 }}>
            {views.map((view) => (
              <ListItem
                key={view.id}
                data-testid="saved-view"
                disablePadding
                secondaryAction={
                  <>
                    <Tooltip title={translate('reports.views.copyLink', { name: view.name })}>
                      <IconButton size="small" aria-label={translate('reports.views.copyLink', { name: view.name })} onClick={() => void copy(view)}>
                        <LinkIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={translate('reports.views.delete', { name: view.name })}>
                      <IconButton size="small" aria-label={translate('reports.views.delete', { name: view.name })} onClick={() => void remove.run(view)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                }
              >
                <ListItemButton
                  onClick={() => {
                    setAnchor(null);
                    onOpen(view);
                  }}
                  sx={{ pr: 12 }}
                >
                  <ListItemText primary={view.name} secondary={`${view.filters.from} – ${view.filters.to}`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};
