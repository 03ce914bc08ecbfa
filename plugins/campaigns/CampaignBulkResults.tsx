import { Box, IconButton, Paper, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import { useTranslate } from 'ra-core';
import type { BulkRowResult } from '../../src/api/contract';
import { RefusalText } from '../../src/widgets/RefusalText';

interface Props {
  /** Whether these are the results of an undo rather than of the batch. */
  undone: boolean;
  rows: BulkRowResult[];
  /** The rows' names when the batch was sent (the list may have moved on since). */
  names: ReadonlyMap<number, string>;
  onClose(): void;
}

/**
 * Each row's own result: changed, nothing to change, or refused with the server's message
 * and code, as the server wrote them (its words are shown, never translated: useNotifyFailure's rule).
 */
export const CampaignBulkResults = ({ undone, rows, names, onClose }: Props) => {
  const translate = useTranslate();
  const refused = rows.filter((row) => !row.ok).length;
  const title = translate(undone ? 'campaigns.bulk.undoResults' : 'campaigns.bulk.results');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 1.5, mb: 2 }} data-testid="bulk-results">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {title}: {translate('campaigns.bulk.summary', { changed: rows.length - refused, refused })}
        </Typography>
        <IconButton size="small" aria-label={translate('campaigns.bulk.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={row.id} data-row-id={row.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
            {row.ok ? <CheckCircleIcon color="success" fontSize="small" aria-hidden /> : <ErrorIcon color="error" fontSize="small" aria-hidden />}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {names.get(row.id) ?? `#${row.id}`}
            </Typography>
            <Typography variant="body2" component="div" color={row.ok ? 'text.secondary' : 'error'}>
              {row.ok ? (
                translate(row.changes.length > 0 ? 'campaigns.bulk.changed' : 'campaigns.bulk.unchanged')
              ) : (
                <RefusalText message={translate('campaigns.bulk.refused', { message: row.message ?? '' })} code={row.code} />
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
};
