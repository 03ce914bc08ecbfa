import { TextInput } from 'react-admin';
import { normaliseCreativeName } from './creativeName';

/**
 * A creative's name (spec 1 §5): spaces become underscores as they are typed; the rules run with the
 * section's (on Save and Publish, then on each change), so the message is the same in the form and in
 * the publish checklist. The browser's own length cap stays off: a pasted longer name must show the
 * spec's message rather than be cut silently.
 */
export const CreativeNameInput = ({ source }: { source: string }) => (
  <TextInput
    source={source}
    label="campaign-editor.creatives.fields.creativeName"
    helperText="campaign-editor.creatives.hints.creativeName"
    parse={(value: string) => normaliseCreativeName(value ?? '')}
    slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
    fullWidth
  />
);
