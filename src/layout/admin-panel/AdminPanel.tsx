import { useState } from 'react';
import { Alert, Box, Drawer, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useAdminPanel, useCanSearchAdmin } from './AdminPanelContext';
import { AdminSearchField } from './AdminSearchField';
import { AdminSearchOverview } from './AdminSearchOverview';
import { AdminSearchTabs } from './AdminSearchTabs';
import { useAdminSearch } from './adminSearch';
import { usePanelSwitch } from './usePanelSwitch';

/** Admin search debounce (spec 1 §9). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/**
 * The drawer's content. The drawer unmounts it once closed, so every opening starts afresh: empty
 * box, overview lists, focus in the box.
 */
const AdminPanelContent = ({ onClose }: { onClose(): void }) => {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const debounced = useDebouncedValue(value.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  // Clearing the box shows the overview at once; only typing waits for the pause.
  const query = value.trim() === '' ? '' : debounced;
  const { data, error, isFetching, isPlaceholderData } = useAdminSearch(query, true);
  const switching = { ...usePanelSwitch(onClose), stale: value.trim() !== query || isPlaceholderData };
  const busy = isFetching || switching.pendingKey !== null || switching.stale;
  return (
    <Box sx={{ p: 2, maxHeight: '80vh', overflow: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography id="admin-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('shell.adminPanel.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('shell.adminPanel.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <AdminSearchField value={value} onChange={setValue} />
      {/* A fixed-height slot, so the lists do not jump when the bar comes and goes. */}
      <Box sx={{ height: 4, my: 1 }}>
        {busy && <LinearProgress aria-label={translate(switching.pendingKey ? 'shell.adminPanel.switching' : 'shell.adminPanel.loading')} />}
      </Box>
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && !error && query === '' && <AdminSearchOverview data={data} {...switching} />}
      {data && !error && query !== '' && <AdminSearchTabs data={data} {...switching} />}
    </Box>
  );
};

/** The administrator's account switcher (spec 1 §2), a top drawer; nothing for anyone else. */
export const AdminPanel = () => {
  const { isOpen, close } = useAdminPanel();
  const allowed = useCanSearchAdmin();
  if (!allowed) return null;
  return (
    <Drawer
      anchor="top"
      open={isOpen}
      onClose={close}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'admin-panel-title' } }}
    >
      <AdminPanelContent onClose={close} />
    </Drawer>
  );
};
