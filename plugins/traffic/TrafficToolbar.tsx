import type { Ref } from 'react';
import { Box, Button } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useListContext, useTranslate } from 'ra-core';
import { useAddressSearch } from '../../src/routing/useAddressSearch';
import { FILTERS_PANEL_ID } from './filters/TrafficFiltersPanel';
import { TrafficColumnChooser } from './TrafficColumnChooser';
import { TrafficExportLink } from './TrafficExportLink';
import { activeFilterCount } from './trafficList';

interface Props {
  panelOpen: boolean;
  onTogglePanel(): void;
  toggleRef: Ref<HTMLButtonElement>;
}

/**
 * The page's actions: the filters panel's switch (with how many values the filters hold), the column
 * chooser, the CSV export, and Reset, which clears the whole address (filters, grouping, columns,
 * sort, page: spec 3 §2 "Reset clears everything").
 */
export const TrafficToolbar = ({ panelOpen, onTogglePanel, toggleRef }: Props) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [search, writeAddress] = useAddressSearch();
  const count = activeFilterCount(filterValues);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button
        ref={toggleRef}
        variant={panelOpen ? 'contained' : 'outlined'}
        startIcon={<FilterListIcon />}
        aria-expanded={panelOpen}
        aria-controls={panelOpen ? FILTERS_PANEL_ID : undefined}
        onClick={onTogglePanel}
      >
        {count > 0 ? translate('traffic.panel.openCount', { count }) : translate('traffic.panel.open')}
      </Button>
      <TrafficColumnChooser />
      <TrafficExportLink />
      <Button startIcon={<RestartAltIcon />} disabled={search.toString() === ''} onClick={() => writeAddress(() => new URLSearchParams())}>
        {translate('traffic.reset')}
      </Button>
    </Box>
  );
};
