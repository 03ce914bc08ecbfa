import { useState } from 'react';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { BULK_PERCENT_RANGE, type CampaignBulkChange } from '../../src/api/contract';
import { LoadingButton } from '../../src/forms/LoadingButton';

type BudgetMode = 'set' | 'raise' | 'lower';
const MODES: readonly BudgetMode[] = ['set', 'raise', 'lower'];

/** The budget change the inputs describe, or null while they describe none (empty, negative, out of range). */
const budgetChange = (mode: BudgetMode, text: string): CampaignBulkChange | null => {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return null;
  if (mode === 'set') return { budget: { set: value } };
  const percent = mode === 'raise' ? value : -value;
  return percent >= BULK_PERCENT_RANGE.min && percent <= BULK_PERCENT_RANGE.max && value > 0 ? { budget: { percent } } : null;
};

interface Props {
  count: number;
  busy: boolean;
  onApply(change: CampaignBulkChange): void;
  onClear(): void;
}

/**
 * The bulk edit's actions for the selected rows (issue 32 §2): Run, Pause, an end date, or the budget
 * (set, or raised / lowered by a percent). One request per click for all the rows.
 */
export const CampaignBulkToolbar = ({ count, busy, onApply, onClear }: Props) => {
  const translate = useTranslate();
  const [endDate, setEndDate] = useState('');
  const [mode, setMode] = useState<BudgetMode>('set');
  const [amount, setAmount] = useState('');
  const budget = budgetChange(mode, amount);
  return (
    <Paper variant="outlined" component="section" aria-label={translate('campaigns.bulk.toolbar')} sx={{ p: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="subtitle2" role="status">
          {translate('campaigns.bulk.selected', { count })}
        </Typography>
        <LoadingButton loading={busy} variant="outlined" onClick={() => onApply({ status: 'run' })}>
          {translate('campaigns.bulk.run')}
        </LoadingButton>
        <LoadingButton loading={busy} variant="outlined" onClick={() => onApply({ status: 'pause' })}>
          {translate('campaigns.bulk.pause')}
        </LoadingButton>
        <TextField
          type="date"
          size="small"
          label={translate('campaigns.bulk.endDate')}
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <LoadingButton loading={busy} variant="outlined" disabled={endDate === ''} onClick={() => onApply({ end_date: endDate })}>
          {translate('campaigns.bulk.applyEndDate')}
        </LoadingButton>
        <TextField
          select
          size="small"
          label={translate('campaigns.bulk.budgetMode')}
          value={mode}
          onChange={(event) => setMode(MODES.find((one) => one === event.target.value) ?? 'set')}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          {MODES.map((one) => (
            <option key={one} value={one}>
              {translate(`campaigns.bulk.budget.${one}`)}
            </option>
          ))}
        </TextField>
        <TextField
          type="number"
          size="small"
          label={translate(mode === 'set' ? 'campaigns.bulk.amount' : 'campaigns.bulk.percent')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
          sx={{ width: 130 }}
        />
        <LoadingButton loading={busy} variant="outlined" disabled={budget === null} onClick={() => budget && onApply(budget)}>
          {translate('campaigns.bulk.applyBudget')}
        </LoadingButton>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClear}>{translate('campaigns.bulk.clear')}</Button>
      </Box>
    </Paper>
  );
};
