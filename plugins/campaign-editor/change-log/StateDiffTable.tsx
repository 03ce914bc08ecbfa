import { useMemo } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { EditorSection } from '../sections/sectionContract';
import { changeGroups } from './changeRows';
import type { DiffEntry } from './stateDiff';
import { useChangeContext, type ChangeCampaign } from './useChangeContext';

/** The before and after columns' headings (translation keys): the log's entries, or a restore's preview. */
export interface DiffHeadings {
  before: string;
  after: string;
}

const LOG_HEADINGS: DiffHeadings = { before: 'campaign-editor.changeLog.before', after: 'campaign-editor.changeLog.after' };

interface Props {
  entries: DiffEntry[];
  /** The campaign the changes are of: its currency, time zone and goal. */
  campaign: ChangeCampaign;
  /** The editor's sections this campaign shows, in tree order. */
  sections: readonly EditorSection[];
  headings?: DiffHeadings;
}

/**
 * A difference as the log's details and the restore preview both show it: one table, a row group per
 * section (its tab label as the group's heading), each row the field's label and its values as the
 * form shows them. Every value is text, never markup.
 */
export const StateDiffTable = ({ entries, campaign, sections, headings = LOG_HEADINGS }: Props) => {
  const translate = useTranslate();
  const context = useChangeContext(campaign, entries);
  const groups = useMemo(() => changeGroups(entries, sections, context), [entries, sections, context]);
  if (groups.length === 0) return <Typography>{translate('campaign-editor.changeLog.noDifference')}</Typography>;
  return (
    <Table size="small" aria-label={translate('campaign-editor.changeLog.difference')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('campaign-editor.changeLog.field')}</TableCell>
          <TableCell>{translate(headings.before)}</TableCell>
          <TableCell>{translate(headings.after)}</TableCell>
        </TableRow>
      </TableHead>
      {groups.map((group) => (
        <TableBody key={group.title} data-testid="change-group">
          <TableRow>
            <TableCell component="th" scope="colgroup" colSpan={3} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
              {group.title}
            </TableCell>
          </TableRow>
          {group.rows.map((row, index) => (
            <TableRow key={index}>
              <TableCell sx={{ fontWeight: 500 }}>
                {row.field}
                {row.kind !== 'changed' && ` (${translate(`campaign-editor.changeLog.${row.kind}`)})`}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.before ?? ''}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.after ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      ))}
    </Table>
  );
};
