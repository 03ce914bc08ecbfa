import { useMemo, useState, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CampaignRevision } from '../../../src/api/contract';
import { ListErrorAlert } from '../../../src/list/ListErrorAlert';
import { ListPagination } from '../../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../../src/list/ListTable';
import { SpecListBase } from '../../../src/list/SpecListBase';
import type { SectionProps } from '../sections/sectionContract';
import { ChangeLogDialog } from './ChangeLogDialog';
import { ChangeLogRow } from './ChangeLogRow';
import { RestoreDialog } from './RestoreDialog';
import { CHANGE_LOG_LIST } from './changeLogList';
import { campaignSections } from './useChangeContext';

const COLUMNS: readonly ListColumn[] = [
  { id: 'date', label: 'campaign-editor.changeLog.date' },
  { id: 'difference', label: 'campaign-editor.changeLog.difference' },
  { id: 'user', label: 'campaign-editor.changeLog.user' },
  { id: 'actions', label: 'campaign-editor.changeLog.actions' },
];

/** The editor form's unsaved changes (a restore replaces the form); the tab shown alone has none. */
const WithDirty = ({ children }: { children: (dirty: boolean) => ReactNode }) => {
  const { isDirty } = useFormState();
  return children(isDirty);
};

const EMPTY = { none: 'campaign-editor.changeLog.noLog', noResult: 'campaign-editor.changeLog.noLog' };

/**
 * The change log tab (CAMPAIGN_CHANGE_LOG, a view: not part of a save): the campaign's revisions on
 * the shared list kit, a row opening its difference, and each offering to restore its version
 * (RestoreDialog). Only for a stored campaign (the registry hides
 * the tab while creating).
 */
const ChangeLogSection = ({ record, context }: SectionProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<CampaignRevision | null>(null);
  const [restoring, setRestoring] = useState<CampaignRevision | null>(null);
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const sections = useMemo(() => campaignSections(context), [context]);
  if (!record) return null;
  const restoreDialog = (dirty: boolean) => (
    <RestoreDialog campaignId={record.id} revision={restoring} dirty={dirty} campaign={record} sections={sections} onClose={() => setRestoring(null)} />
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {translate('campaign-editor.changeLog.title')}
      </Typography>
      <SpecListBase config={CHANGE_LOG_LIST} filter={{ campaign_id: record.id }}>
        <ListErrorAlert />
        <ListTable<CampaignRevision>
          columns={COLUMNS}
          label="campaign-editor.changeLog.table"
          empty={EMPTY}
          renderRow={(revision) => <ChangeLogRow key={revision.id} revision={revision} sections={sections} onOpen={setOpen} onRestore={setRestoring} />}
        />
        <ListPagination />
      </SpecListBase>
      <ChangeLogDialog revision={open} campaign={record} sections={sections} onClose={() => setOpen(null)} />
      {form ? <WithDirty>{restoreDialog}</WithDirty> : restoreDialog(false)}
    </Stack>
  );
};

export default ChangeLogSection;
