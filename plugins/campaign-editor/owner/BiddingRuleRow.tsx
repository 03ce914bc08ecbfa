import { IconButton, MenuItem, Stack, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate, ValidationError } from 'ra-core';
import { useController } from 'react-hook-form';
import { BIDDING_FILTERS, BIDDING_OPERATORS } from './biddingItems';

interface Props {
  /** `owner.traffic_targeting.<i>.rules.<j>`. */
  path: string;
  onRemove(): void;
}

const SelectField = ({ name, label, options, prefix }: { name: string; label: string; options: readonly string[]; prefix: string }) => {
  const translate = useTranslate();
  const {
    field: { ref, ...field },
  } = useController({ name });
  return (
    <TextField select size="small" label={translate(label)} {...field} inputRef={ref} value={field.value ?? ''} sx={{ minWidth: 200 }}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {translate(`${prefix}.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** One rule of a bidding item: filter, operator and value (spec 2 §9). */
export const BiddingRuleRow = ({ path, onRemove }: Props) => {
  const translate = useTranslate();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ name: `${path}.value` });
  const error = fieldState.error?.message;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <SelectField name={`${path}.filter`} label="campaign-editor.owner.bidding.filter" options={BIDDING_FILTERS} prefix="campaign-editor.owner.bidding.filters" />
      <SelectField name={`${path}.operator`} label="campaign-editor.owner.bidding.operator" options={BIDDING_OPERATORS} prefix="campaign-editor.owner.bidding.operators" />
      <TextField
        size="small"
        label={translate('campaign-editor.owner.bidding.value')}
        {...field}
        inputRef={ref}
        value={field.value ?? ''}
        error={!!error}
        helperText={error ? <ValidationError error={error} /> : undefined}
      />
      <IconButton aria-label={translate('campaign-editor.owner.bidding.removeRule')} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
};
