import { AUDIO_MAX_FILES } from '../../../src/api/contract';
import type { SectionProblem, SectionRules } from '../sections/sectionContract';

const A = 'campaign-editor.audio';

/** The form fields the audio ads tab owns (a rule or server error on one opens it). */
export const AUDIO_FIELDS = ['visuals.audio_ads', 'visuals.audio_enabled'] as const;

/** The labels the section's inputs show, by form path (the publish checklist names the field). */
export const AUDIO_LABELS: Readonly<Record<string, string>> = {
  'visuals.audio_ads': `${A}.fields.tracks`,
};

export const AUDIO_MESSAGES = { tooMany: `${A}.validation.tooMany` } as const;

/**
 * Audio ad rules (spec 2 §5): at most 5 tracks, on every save. The tab never offers a sixth, so this
 * holds a record that arrives with more. Each track's own rules (mp3, 15 to 30 s, 20 MB) are checked
 * when it is uploaded, in the browser and by the server, so a stored track meets them. No track is
 * required at publish: spec 1 §5 exempts audio advertising from "at least one creative".
 */
export const audioRules: SectionRules = (values) => {
  const problems: SectionProblem[] = [];
  const tracks = values.visuals?.audio_ads ?? [];
  if (tracks.length > AUDIO_MAX_FILES) problems.push({ field: 'visuals.audio_ads', message: AUDIO_MESSAGES.tooMany, args: { max: AUDIO_MAX_FILES } });
  return problems;
};
