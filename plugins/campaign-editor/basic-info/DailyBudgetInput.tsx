import { InputAdornment } from '@mui/material';
import { NumberInput } from 'react-admin';

/** The daily budget (budget_type_key 2) in the account's currency; publishing needs more than 0 (onlyPositive). */
export const DailyBudgetInput = ({ currency }: { currency: string | undefined }) => (
  <NumberInput
    source="budget"
    label="campaign-editor.basicInfo.fields.budget"
    min={0}
    step={1}
    helperText={false}
    slotProps={currency ? { input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } } : undefined}
  />
);
