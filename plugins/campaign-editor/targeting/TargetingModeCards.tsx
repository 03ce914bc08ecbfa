import { Alert } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoiceCards } from '../basic-info/ChoiceCards';
import { useFlashMessage } from '../owner/useFlashMessage';
import { TARGETING_MESSAGES } from './targetingRules';

type Mode = 'automatic' | 'manual';

const CARDS = [
  { value: 'automatic' as const, title: 'campaign-editor.targeting.mode.automatic', description: 'campaign-editor.targeting.mode.automaticHint' },
  { value: 'manual' as const, title: 'campaign-editor.targeting.mode.manual', description: 'campaign-editor.targeting.mode.manualHint' },
];

/**
 * Automatic (the default) or manual targeting (spec 2 §2). Turning automatic targeting on or off needs
 * the campaign's country (spec 2 §4): without one the choice is refused and countryNeeded shows for
 * 3 s. The tab's ON (targeting_on) follows manual targeting, so the tree's badge says when the
 * advertiser chose the audience.
 */
export const TargetingModeCards = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { field, fieldState } = useInput<boolean>({ source: 'targeting.automatic_targeting' });
  const country: unknown = useWatch({ name: 'country' });
  const [refused, showRefused] = useFlashMessage();
  const mode: Mode = field.value === false ? 'manual' : 'automatic';

  const choose = (next: Mode) => {
    if (next === mode) return;
    if (typeof country !== 'string' || country.trim() === '') {
      showRefused(translate(TARGETING_MESSAGES.countryNeeded));
      return;
    }
    field.onChange(next === 'automatic');
    setValue('targeting_on', next === 'manual', { shouldDirty: true });
  };

  return (
    <>
      <ChoiceCards label="campaign-editor.targeting.fields.mode" cards={CARDS} value={mode} onChange={choose} error={fieldState.error?.message} focusRef={field.ref} />
      {refused && (
        <Alert severity="warning" role="alert">
          {refused}
        </Alert>
      )}
    </>
  );
};
