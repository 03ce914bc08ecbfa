import { TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { encodedLength } from './responsiveRules';

/** Text inputs keep '' rather than react-admin's null for an emptied field: the ad's texts are strings. */
const asText = (value: string | null): string => value ?? '';

/**
 * A text with a limit in encoded bytes (spec 2 §5), its count shown as it is typed: a letter outside
 * the Latin alphabet takes 2 or more, so a character count would mislead. The browser's own length
 * cap stays off: a pasted longer text shows the rule's message rather than being cut silently.
 */
export const LimitedTextInput = ({ source, label, max }: { source: string; label: string; max: number }) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  const used = encodedLength(typeof value === 'string' ? value : '');
  return (
    <TextInput
      source={source}
      label={label}
      parse={asText}
      helperText={translate('campaign-editor.responsive.hints.bytes', { used, max })}
      slotProps={{ htmlInput: { autoComplete: 'off' } }}
      fullWidth
    />
  );
};
