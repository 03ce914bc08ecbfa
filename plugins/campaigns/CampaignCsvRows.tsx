import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CampaignCsvDryRunRow } from '../../src/api/contract';
import { RefusalText } from '../../src/widgets/RefusalText';
import { csvFieldText, csvValueText } from './campaignCsvValues';

/** Lines shown at most: a 5,000-line file's table would take seconds to paint (the results file has them all). */
export const CSV_TABLE_MAX_LINES = 300;

interface Props {
  /** The table's accessible name (translated). */
  label: string;
  rows: readonly Pick<CampaignCsvDryRunRow, 'line' | 'id' | 'ok' | 'changes' | 'code' | 'message' | 'field' | 'sends_to_moderation'>[];
  /** The word for a valid change: "will change" in the dry run, "changed" once applied. */
  okText: string;
  /** The same when the change sends the campaign back to moderation (its moderated fields change). */
  moderationText: string;
}

/**
 * The lines of a dry run or of its apply: one table row per changed field (old → new),
 * one per refused line with the server's code and message as it wrote them; lines without a change
 * are not listed (the summary above the table counts them).
 */
export const CampaignCsvRows = ({ label, rows, okText, moderationText }: Props) => {
  const translate = useTranslate();
  const listed = rows.filter((row) => !row.ok || row.changes.length > 0);
  const shown = listed.slice(0, CSV_TABLE_MAX_LINES);
  return (
    <Box>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('campaigns.csv.columns.line')}</TableCell>
              <TableCell>{translate('campaigns.csv.columns.id')}</TableCell>
              <TableCell>{translate('campaigns.csv.columns.field')}</TableCell>
              <TableCell>{translate('campaigns.csv.columns.change')}</TableCell>
              <TableCell>{translate('campaigns.csv.columns.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.flatMap((row) =>
              row.ok
                ? row.changes.map((change) => (
                    <TableRow key={`${row.line}-${change.field}`} data-line={row.line}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell>{row.id}</TableCell>
                      <TableCell>{csvFieldText(change.field, translate)}</TableCell>
                      <TableCell>
                        {csvValueText(change.field, change.old, translate)} → {csvValueText(change.field, change.new, translate)}
                      </TableCell>
                      <TableCell>{row.sends_to_moderation ? moderationText : okText}</TableCell>
                    </TableRow>
                  ))
                : [
                    <TableRow key={`${row.line}-refused`} data-line={row.line}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell>{row.id ?? '—'}</TableCell>
                      <TableCell>{row.field ? csvFieldText(row.field, translate) : '—'}</TableCell>
                      <TableCell>—</TableCell>
                      <TableCell sx={{ color: 'error.main' }}>
                        <RefusalText message={translate('campaigns.csv.refused', { message: row.message ?? '' })} code={row.code} />
                      </TableCell>
                    </TableRow>,
                  ],
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {listed.length > shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('campaigns.csv.moreLines', { shown: shown.length, total: listed.length })}
        </Typography>
      )}
    </Box>
  );
};
