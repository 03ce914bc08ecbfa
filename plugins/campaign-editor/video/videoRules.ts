import { creativeNameProblem } from '../creatives/creativeName';
import type { SectionProblem, SectionRules } from '../sections/sectionContract';

const V = 'campaign-editor.video';
const ADS = 'visuals.video_ads';

/** The form fields the video ads tab owns (a rule or server error on one opens it). */
export const VIDEO_FIELDS = ['visuals.video_ads', 'visuals.video_enabled'] as const;

/** The labels the section's inputs show, by form path (the publish checklist names the field). */
export const VIDEO_LABELS: Readonly<Record<string, string>> = {
  'visuals.video_enabled': `${V}.fields.enabled`,
  [`${ADS}.*.creative_name`]: 'campaign-editor.creatives.fields.creativeName',
  [`${ADS}.*.video`]: `${V}.fields.video`,
};

export const VIDEO_MESSAGES = { videoRequired: `${V}.validation.videoRequired` } as const;

/**
 * Video ad rules (spec 2 §3 "Video ad item", §5), on every save while video ads are on: each item
 * needs its video and its creative name (spec 1 §5's rule). Off, the items stay in the form (and the
 * save) without being asked to be complete; only a name that is filled in is held to the rule, since
 * the server refuses a bad name whatever the switch says. Companion banners are optional and are named
 * after their files within the rule, so they need no rule here.
 */
export const videoRules: SectionRules = (values) => {
  const visuals = values.visuals;
  if (!visuals) return [];
  const problems: SectionProblem[] = [];
  (visuals.video_ads ?? []).forEach((ad, index) => {
    if (visuals.video_enabled && !ad?.video) problems.push({ field: `${ADS}.${index}.video`, message: VIDEO_MESSAGES.videoRequired });
    const name = ad?.creative_name ?? '';
    const message = visuals.video_enabled || name !== '' ? creativeNameProblem(name) : null;
    if (message) problems.push({ field: `${ADS}.${index}.creative_name`, message });
  });
  return problems;
};
