import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { pathText, valueText, type DiffEntry } from './stateDiff';

/** The before and after columns' headings (translation keys): the log's entries, or a restore's preview. */
export interface DiffHeadings {
  before: string;
  after: string;
}

const LOG_HEADINGS: DiffHeadings = { before: 'campaign-editor.changeLog.before', after: 'campaign-editor.changeLog.after' };

/** The difference as a three-column table: where, before, after. Every value is text, never markup. */
export const StateDiffTable = ({ entries, headings = LOG_HEADINGS }: { entries: DiffEntry[]; headings?: DiffHeadings }) => {
  const translate = useTranslate();
  const empty = translate('campaign-editor.changeLog.empty');
  if (entries.length === 0) return <Typography>{translate('campaign-editor.changeLog.noDifference')}</Typography>;
  return (
    <Table size="small" aria-label={translate('campaign-editor.changeLog.difference')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('campaign-editor.changeLog.field')}</TableCell>
          <TableCell>{translate(headings.before)}</TableCell>
          <TableCell>{translate(headings.after)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => (
          <TableRow key={index}>
            <TableCell sx={{ fontWeight: 500 }}>
              {pathText(entry.path)}
              {entry.kind !== 'changed' && ` (${translate(`campaign-editor.changeLog.${entry.kind}`)})`}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{entry.kind === 'added' ? '' : valueText(entry.before, empty)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{entry.kind === 'removed' ? '' : valueText(entry.after, empty)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
