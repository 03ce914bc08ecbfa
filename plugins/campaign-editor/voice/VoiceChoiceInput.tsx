import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { CheckboxListInput, type CheckboxChoice } from '../../../src/forms/CheckboxListInput';
import { VOICE_CHOICES, type VoiceField } from './voiceRules';

const V = 'campaign-editor.voice';

export interface VoiceChoiceInputProps {
  source: VoiceField;
  /** Translation key of the group's label. */
  label: string;
  /** Prefix of the choices' names: `${names}.${id}`. */
  names: string;
  /** Translation key of the hint under the group. */
  helperText: string;
}

/**
 * One voice targeting list as a group of checkboxes over the spec's values (spec 2 §9). A held value
 * outside the list (a record written elsewhere) gets its own checkbox, named as held, so it can be
 * unticked: the rules refuse it, and a value with no checkbox could not be removed.
 */
export const VoiceChoiceInput = ({ source, label, names, helperText }: VoiceChoiceInputProps) => {
  const translate = useTranslate();
  const held: unknown = useWatch({ name: source });
  const allowed: readonly string[] = VOICE_CHOICES[source];
  const strangers = Array.isArray(held) ? held.filter((value): value is string => typeof value === 'string' && !allowed.includes(value)) : [];
  const strangerKey = strangers.join('\u0000');
  const choices = useMemo<CheckboxChoice<string>[]>(
    () => [
      ...allowed.map((id) => ({ id, name: `${names}.${id}` })),
      ...(strangerKey ? strangerKey.split('\u0000') : []).map((id) => ({ id, name: translate(`${V}.unknownChoice`, { value: id }) })),
    ],
    [allowed, names, strangerKey, translate],
  );
  return <CheckboxListInput source={source} label={label} choices={choices} helperText={helperText} />;
};
