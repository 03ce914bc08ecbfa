import { TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { encodedLength, NATIVE_TEXT_LIMITS, type NativeLimitedText } from './nativeRules';

const N = 'campaign-editor.native';

/** Text inputs keep '' rather than react-admin's null for an emptied field: the ad's texts are strings. */
const asText = (value: string | null): string => value ?? '';

const LABELS: Readonly<Record<NativeLimitedText, string>> = {
  headline: `${N}.fields.headline`,
  body: `${N}.fields.body`,
  call_to_action: `${N}.fields.callToAction`,
  advertiser: `${N}.fields.advertiser`,
};

/**
 * One of the native ad's limited texts (spec 2 §5), its count in encoded bytes shown as it is typed
 * (a letter outside the Latin alphabet takes 2 or more, so a character count would mislead). The
 * browser's own length cap stays off: a pasted longer text shows the rule's message rather than being
 * cut silently. `required` (as the goal asks) is said in the hint; the rules say it again on save.
 */
export const NativeTextInput = ({ field, required, multiline = false }: { field: NativeLimitedText; required: boolean; multiline?: boolean }) => {
  const translate = useTranslate();
  const source = `visuals.native_ad.${field}`;
  const value: unknown = useWatch({ name: source });
  const used = encodedLength(typeof value === 'string' ? value : '');
  const max = NATIVE_TEXT_LIMITS[field];
  return (
    <TextInput
      source={source}
      label={LABELS[field]}
      parse={asText}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      helperText={translate(`${N}.hints.${required ? 'bytesRequired' : 'bytes'}`, { used, max })}
      slotProps={{ htmlInput: { autoComplete: 'off', 'aria-required': required } }}
      fullWidth
    />
  );
};
