import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { Audience } from '../../src/api/contract';
import { ListErrorAlert } from '../../src/list/ListErrorAlert';
import { ListPagination } from '../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../src/list/ListTable';
import { ListTextFilter } from '../../src/list/ListTextFilter';
import { SpecListBase } from '../../src/list/SpecListBase';
import { AudienceRow } from './AudienceRow';
import { CreateAudienceDialog } from './CreateAudienceDialog';
import { DeleteAudienceDialog } from './DeleteAudienceDialog';
import { AUDIENCE_LIST } from './audienceList';
import { useAudienceDelete } from './useAudienceDelete';

const COLUMNS: readonly ListColumn[] = [
  { id: 'name', label: 'audiences.columns.name', sortBy: 'name' },
  { id: 'type', label: 'audiences.columns.type' },
  { id: 'status', label: 'audiences.columns.status' },
  { id: 'rows', label: 'audiences.columns.rows', sortBy: 'row_count', align: 'right' },
  { id: 'created', label: 'audiences.columns.created', sortBy: 'created_at' },
  { id: 'actions', label: 'audiences.columns.actions', align: 'right' },
];
const EMPTY = { none: 'audiences.empty.none', noResult: 'audiences.empty.noResult', hint: 'audiences.empty.hint' };

/** /audiences (spec 3 §2 "Audience pages"): the space's audiences, the create dialog, delete with a confirmation. */
const AudiencesPage = () => {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const deletion = useAudienceDelete();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('audiences.titles.audiences')} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('audiences.titles.audiences')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {translate('audiences.list.create')}
        </Button>
      </Box>
      <SpecListBase config={AUDIENCE_LIST}>
        <ListTextFilter source="name" label="audiences.list.search" />
        <ListErrorAlert />
        <ListTable<Audience> columns={COLUMNS} label="audiences.list.table" empty={EMPTY} renderRow={(audience) => <AudienceRow key={audience.id} audience={audience} onDelete={deletion.ask} />} />
        <ListPagination />
      </SpecListBase>
      <CreateAudienceDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteAudienceDialog name={deletion.asked?.name ?? null} deleting={deletion.deleting} onConfirm={() => void deletion.confirm()} onClose={deletion.close} />
    </Stack>
  );
};

export default AudiencesPage;
