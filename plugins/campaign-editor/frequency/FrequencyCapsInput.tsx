import type { ChangeEvent } from 'react';
import { FormHelperText, Stack, TextField } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { useFormContext, useFormState } from 'react-hook-form';
import { InputHelperText } from 'react-admin';
import type { CampaignFrequencyCap } from '../../../src/api/contract';
import { CAP_NAMES, capIndex, withCap, type CapName } from './frequencyCaps';

const F = 'campaign-editor.frequency.fields';

/** A react-hook-form error node: a message of its own, or errors of the paths below it. */
type ErrorNode = { message?: unknown } & Record<string, unknown>;
const messageOf = (node: unknown): string | undefined => {
  const message = (node as ErrorNode | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/** The message of the cap at this list position (`frequencyCap.<index>.value`), if any. */
const capError = (listError: unknown, index: number): string | undefined =>
  index < 0 ? undefined : messageOf(((listError as ErrorNode | undefined)?.[index] as ErrorNode | undefined)?.value);

/** '' clears the cap; anything else is kept as the number typed (the rules name a 0 or a fraction). */
const parseCap = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/**
 * The daily, weekly and monthly caps (spec 2 §3; the form's frequencyCap, a list where a cap not set
 * is absent). One react-admin input on the list, three number fields on it: a field names itself by
 * its cap's form path (`frequencyCap.<index>.value`), so the rules' errors land under it and the
 * publish checklist's link focuses it (a refused save's 1315 names `frequency_cap.<index>.value`, the
 * same path in the form); an error on the whole list shows under the three.
 *
 * A change goes through setValue and, once the form has been submitted, is re-checked by triggering
 * the list and each cap's path, in that order. The field's own onChange and trigger('frequencyCap')
 * would not do: react-hook-form (7.92) keeps, at a registered field's path, only an error with a
 * message of its own, so both drop the caps' errors sitting below it (`frequencyCap.1.value`).
 * Triggering the list first clears a stale error on it, then each cap's path takes its current error
 * from the form's resolver (the sections' rules), which also drops a server's error on a cap.
 */
export const FrequencyCapsInput = () => {
  const translate = useTranslate();
  const { id, field } = useInput<CampaignFrequencyCap[]>({ source: 'frequencyCap' });
  const { setValue, trigger } = useFormContext<{ frequencyCap: CampaignFrequencyCap[] }>();
  // Not the field's own (exact) state: an error set at a cap's path (a refused save's) must re-render too.
  const { isSubmitted, errors } = useFormState({ name: 'frequencyCap' });
  const capsError: unknown = errors.frequencyCap;
  const caps: CampaignFrequencyCap[] = Array.isArray(field.value) ? field.value : [];
  const listError = messageOf(capsError);
  const hintId = `${id}-hint`;

  const onCapChange = (name: CapName) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = withCap(caps, name, parseCap(event.target.value));
    setValue('frequencyCap', next, { shouldDirty: true, shouldTouch: true });
    if (!isSubmitted) return;
    const positions = Array.from({ length: Math.max(CAP_NAMES.length, caps.length) }, (_, index) => `frequencyCap.${index}.value` as const);
    void trigger(['frequencyCap', ...positions]);
  };

  const capField = (name: CapName) => {
    const index = capIndex(caps, name);
    const error = capError(capsError, index);
    const capId = `${id}-${name}`;
    return (
      <TextField
        key={name}
        id={capId}
        type="number"
        label={translate(`${F}.${name}`)}
        value={index < 0 ? '' : (caps[index]?.value ?? '')}
        onChange={onCapChange(name)}
        onBlur={field.onBlur}
        error={error !== undefined}
        helperText={error ? <InputHelperText error={error} /> : undefined}
        sx={{ width: 180 }}
        // react-hook-form's focus of the list (setFocus('frequencyCap')) lands on the daily cap.
        inputRef={name === 'daily' ? field.ref : undefined}
        slotProps={{
          htmlInput: {
            // The cap's form path while it is set: the checklist focuses a field by its name.
            name: index < 0 ? undefined : `frequencyCap.${index}.value`,
            min: 1,
            step: 1,
            inputMode: 'numeric',
            // Its own message first (MUI's helper text id), then the caps' shared hint or error.
            'aria-describedby': error ? `${capId}-helper-text ${hintId}` : hintId,
          },
        }}
      />
    );
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }} className="ra-input ra-input-frequencyCap">
        {CAP_NAMES.map(capField)}
      </Stack>
      <FormHelperText id={hintId} error={listError !== undefined}>
        <InputHelperText error={listError} helperText="campaign-editor.frequency.hints.caps" />
      </FormHelperText>
    </Stack>
  );
};
