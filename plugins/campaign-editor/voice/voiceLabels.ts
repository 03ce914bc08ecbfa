import type { VoiceField } from './voiceRules';

const F = 'campaign-editor.voice.fields';

/** Voice targeting's fields by form path → the label its input shows (the publish checklist names them). */
export const VOICE_LABELS: Readonly<Record<VoiceField, string>> = {
  'targeting.regions': `${F}.regions`,
  'targeting.target_languages': `${F}.languages`,
  'targeting.connection_types': `${F}.connectionTypes`,
  'targeting.customer_attributes': `${F}.customerAttributes`,
};
