import { Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { get, useFieldArray, useFormState, type FieldError } from 'react-hook-form';
import { DYNAMIC_MAX_DESCRIPTIONS, DYNAMIC_MAX_TITLES, type KeyedText } from '../../../src/api/contract';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { LimitedTextInput } from './LimitedTextInput';
import { DYNAMIC_TEXT_LIMITS } from './responsiveRules';

const R = 'campaign-editor.responsive';

const LISTS = {
  titles: { max: DYNAMIC_MAX_TITLES, limit: DYNAMIC_TEXT_LIMITS.title, entry: 'title' },
  descriptions: { max: DYNAMIC_MAX_DESCRIPTIONS, limit: DYNAMIC_TEXT_LIMITS.description, entry: 'description' },
} as const;

/** A new entry's key: one past the largest, so keys stay unique after a removal. */
const nextKey = (entries: readonly KeyedText[]): number => entries.reduce((largest, entry) => Math.max(largest, entry.key), 0) + 1;

/** The list's own error (none yet, too many), not an entry's. */
const listError = (error: unknown): string | undefined => {
  const message = (error as FieldError | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/** Up to 5 titles or descriptions (spec 2 §5), each with its byte count; Add stops at the limit. */
export const ResponsiveTextList = ({ list }: { list: keyof typeof LISTS }) => {
  const translate = useTranslate();
  const { max, limit, entry } = LISTS[list];
  const name = `visuals.dynamic_ad.${list}` as const;
  // keyName: an entry's `key` is its own data; the form's row id must not take that name.
  const { fields, append, remove } = useFieldArray<CampaignFormValues, typeof name, 'fieldKey'>({ name, keyName: 'fieldKey' });
  const { errors } = useFormState({ name });
  const error = listError(get(errors, name));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle1" component="legend">
        {translate(`${R}.fields.${list}`)}
      </Typography>
      {fields.map((field, index) => {
        const label = translate(`${R}.fields.${entry}N`, { n: index + 1 });
        return (
          <Stack key={field.fieldKey} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <LimitedTextInput source={`${name}.${index}.value`} label={label} max={limit} />
            <IconButton onClick={() => remove(index)} aria-label={translate('campaign-editor.creatives.remove', { name: label })} sx={{ mt: 1 }}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        disabled={fields.length >= max}
        onClick={() => append({ key: nextKey(fields), value: '' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(`${R}.add.${entry}`)}
      </Button>
      <FormHelperText sx={{ m: 0 }}>{translate(`${R}.hints.${list}`, { max, limit })}</FormHelperText>
      {error ? (
        <FormHelperText error role="alert" sx={{ m: 0 }}>
          <InputHelperText error={error} />
        </FormHelperText>
      ) : null}
    </Stack>
  );
};
