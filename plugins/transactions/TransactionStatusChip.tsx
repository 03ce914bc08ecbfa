import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TRANSACTION_STATUS } from '../../src/api/contract';
import { statusName } from './transactionsList';

type ChipColour = 'success' | 'warning' | 'error' | 'default';

const COLOURS: Readonly<Record<number, ChipColour>> = {
  [TRANSACTION_STATUS.completed]: 'success',
  [TRANSACTION_STATUS.pending]: 'warning',
  [TRANSACTION_STATUS.failed]: 'error',
};

/**
 * A transaction's status in words on a filled chip: the theme's contrast threshold (AA, 4.5:1) picks
 * the chip's text colour against each status colour, and the word, not the colour, carries the meaning.
 */
export const TransactionStatusChip = ({ status }: { status: number }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status] ?? 'default'} label={translate(`transactions.status.${statusName(status)}`)} />;
};
