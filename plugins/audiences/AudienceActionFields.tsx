import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'ra-core';
import { AUDIENCE_ACTIONS, AUDIENCE_LIMITS } from '../../src/api/contract';
import { addParameter, removeParameter, setActionField, setParameterValue, type BlockName, type BuilderState, type DraftAction } from './audienceBlocks';
import type { BuilderErrors } from './useAudienceBuilder';

interface AudienceActionFieldsProps {
  block: BlockName;
  index: number;
  action: DraftAction;
  errors: BuilderErrors;
  update(change: (state: BuilderState) => BuilderState): void;
  onRemove(index: number): void;
}

const helper = (message: string | undefined) => message ?? ' ';

/**
 * One action (spec 3 §3): the action, its period in days (at most 2 characters, spec 3 §5) and its
 * parameters, each page_url contains a value; every field is required and shows its error under it.
 */
export const AudienceActionFields = ({ block, index, action, errors, update, onRemove }: AudienceActionFieldsProps) => {
  const translate = useTranslate();
  const at = `dynamic_audience.${block}_actions.${index}`;
  const number = index + 1;
  // Spec 3 §5: an invalid action is flagged as a whole, besides the error under each of its fields.
  const invalid = Object.keys(errors).some((path) => path.startsWith(`${at}.`));
  return (
    <Box
      role="group"
      aria-label={translate(`audiences.builder.${block}Action`, { number })}
      data-invalid={invalid || undefined}
      sx={{ border: invalid ? 2 : 1, borderColor: invalid ? 'error.main' : 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          select
          label={translate('audiences.fields.action')}
          value={action.action}
          required
          onChange={(event) => update((state) => setActionField(state, block, index, 'action', event.target.value))}
          error={Boolean(errors[`${at}.action`])}
          helperText={helper(errors[`${at}.action`])}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{translate('audiences.fields.chooseAction')}</option>
          {AUDIENCE_ACTIONS.map((name) => (
            <option key={name} value={name}>
              {translate(`audiences.actions.${name}`)}
            </option>
          ))}
        </TextField>
        <TextField
          label={translate('audiences.fields.period')}
          value={action.period}
          required
          onChange={(event) => update((state) => setActionField(state, block, index, 'period', event.target.value))}
          error={Boolean(errors[`${at}.period`])}
          helperText={helper(errors[`${at}.period`])}
          slotProps={{ htmlInput: { maxLength: AUDIENCE_LIMITS.periodChars, inputMode: 'numeric' } }}
          sx={{ width: 140 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <IconButton aria-label={translate(`audiences.builder.remove${block === 'include' ? 'Include' : 'Exclude'}`, { number })} onClick={() => onRemove(index)}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="p">
          {translate('audiences.fields.parameters')}
        </Typography>
        {action.parameters.map((parameter, position) => (
          <Stack key={parameter.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={translate('audiences.fields.pageUrlContains')}
              value={parameter.value}
              required
              fullWidth
              onChange={(event) => update((state) => setParameterValue(state, block, index, position, event.target.value))}
              error={Boolean(errors[`${at}.parameters.${position}.value`])}
              helperText={helper(errors[`${at}.parameters.${position}.value`])}
              slotProps={{ htmlInput: { maxLength: AUDIENCE_LIMITS.parameterValue } }}
            />
            {action.parameters.length > 1 && (
              <IconButton aria-label={translate('audiences.builder.removeParameter', { number: position + 1 })} onClick={() => update((state) => removeParameter(state, block, index, position))}>
                <CloseIcon />
              </IconButton>
            )}
          </Stack>
        ))}
        {errors[`${at}.parameters`] && (
          <Typography color="error" variant="body2" role="alert">
            {errors[`${at}.parameters`]}
          </Typography>
        )}
        {action.parameters.length < AUDIENCE_LIMITS.parametersPerAction && (
          <Box>
            <Button size="small" startIcon={<AddIcon />} onClick={() => update((state) => addParameter(state, block, index))}>
              {translate('audiences.builder.addParameter')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
};
