import { Chip } from '@mui/material';
import { TRANSACTION_STATUS } from '../api/contract';

type ChipColour = 'success' | 'warning' | 'error' | 'default';

const COLOURS: Readonly<Record<number, ChipColour>> = {
  [TRANSACTION_STATUS.completed]: 'success',
  [TRANSACTION_STATUS.pending]: 'warning',
  [TRANSACTION_STATUS.failed]: 'error',
};

/**
 * A transaction's status in words on a filled chip: the theme's contrast threshold (AA, 4.5:1) picks
 * the chip's text colour against each status colour, and the word, not the colour, carries the meaning.
 * The word comes from the page (each plugin words it in its own messages).
 */
export const TransactionStatusChip = ({ status, label }: { status: number; label: string }) => (
  <Chip size="small" color={COLOURS[status] ?? 'default'} label={label} />
);
