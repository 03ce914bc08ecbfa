import { useRef, useState } from 'react';
import { Box, Stack } from '@mui/material';
import { ListErrorAlert } from '../../src/list/ListErrorAlert';
import { ListPagination } from '../../src/list/ListPagination';
import { TrafficFiltersPanel } from './filters/TrafficFiltersPanel';
import { useTrafficOptions } from './filters/useTrafficOptions';
import { TrafficChipBar } from './TrafficChipBar';
import { TrafficTable } from './TrafficTable';
import { TrafficToolbar } from './TrafficToolbar';

/**
 * The page under its list context: actions, the chip bar, the table with its paging, and the filters
 * panel beside it. The panel opens closed (ours: the table gets the width first) and its state is the
 * page's own, not the address's: a shared link reproduces the view, not where the sender's panels were.
 */
export const TrafficLayout = () => {
  const [panelOpen, setPanelOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const options = useTrafficOptions(panelOpen);
  const close = () => {
    setPanelOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <Stack spacing={1.5}>
      <TrafficToolbar panelOpen={panelOpen} onTogglePanel={() => setPanelOpen((open) => !open)} toggleRef={toggleRef} />
      <TrafficChipBar />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {/* Inline-size containment: the table's width does not widen react-admin's layout (which fits its
            content); the table scrolls sideways inside its own box instead. */}
        <Box sx={{ flex: 1, minWidth: 0, contain: 'inline-size' }}>
          <ListErrorAlert />
          <TrafficTable />
          <ListPagination />
        </Box>
        {panelOpen && <TrafficFiltersPanel options={options} onClose={close} />}
      </Box>
    </Stack>
  );
};
