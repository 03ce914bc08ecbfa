import { ATTRIBUTION_FIELDS, ATTRIBUTION_LABELS, attributionRules } from '../attribution/attributionRules';
import { BASIC_INFO_LABELS } from '../basic-info/basicInfoLabels';
import { BASIC_INFO_FIELDS, basicInfoRules } from '../basic-info/basicInfoRules';
import { BANNER_FIELDS, BANNER_LABELS, bannerRules } from '../banner/bannerRules';
import { FREQUENCY_LABELS } from '../frequency/frequencyLabels';
import { GEOGRAPHY_FIELDS, GEOGRAPHY_LABELS } from '../geography/geographyFields';
import { FREQUENCY_FIELDS, frequencyRules } from '../frequency/frequencyRules';
import { OWNER_FIELDS, OWNER_LABELS, ownerRules } from '../owner/ownerRules';
import { PLACEMENT_LABELS } from '../placement/placementLabels';
import { PLACEMENT_FIELDS, placementRules } from '../placement/placementRules';
import { TARGETING_LABELS } from '../targeting/targetingLabels';
import { TARGETING_FIELDS, targetingRules } from '../targeting/targetingRules';
import { VOICE_LABELS } from '../voice/voiceLabels';
import { VOICE_FIELDS, voiceRules } from '../voice/voiceRules';
import { RESPONSIVE_FIELDS, RESPONSIVE_LABELS, responsiveRules } from '../responsive/responsiveRules';
import { NATIVE_FIELDS, NATIVE_LABELS, nativeRules } from '../native/nativeRules';
import { VIDEO_FIELDS, VIDEO_LABELS, videoRules } from '../video/videoRules';
import { AUDIO_FIELDS, AUDIO_LABELS, audioRules } from '../audio/audioRules';
import type { EditorSection } from './sectionContract';
import { SERVED_DECISIONS } from '../../../src/domain/servingDecision';
import { SECTION_LOADS } from './sectionLoads';

/**
 * The editor's sections, in tree order (spec 1 §2, spec 2 §2). The tree, the `?tab=` routing, Save and
 * next, the publish checklist and "first tab with an error" all read this list: each tab is one entry
 * here and one folder. Each component is loaded only when its tab opens; the rules are small and
 * always here, because Publish checks every section, opened or not.
 */
export const SECTIONS: readonly EditorSection[] = [
  {
    tab: 'basicInfo',
    label: 'campaign-editor.tabs.basicInfo',
    access: 'setup',
    kind: 'form',
    load: SECTION_LOADS.basicInfo,
    fields: BASIC_INFO_FIELDS,
    fieldLabels: BASIC_INFO_LABELS,
    rules: basicInfoRules,
  },
  {
    tab: 'targeting',
    label: 'campaign-editor.tabs.targeting',
    access: 'targeting',
    kind: 'form',
    load: SECTION_LOADS.targeting,
    fields: TARGETING_FIELDS,
    fieldLabels: TARGETING_LABELS,
    rules: targetingRules,
    badge: { kind: 'on', field: 'targeting_on' },
    // Audio campaigns get voice targeting instead (spec 2 §2).
    visible: (context) => !context.isAudio,
  },
  {
    tab: 'targeting',
    label: 'campaign-editor.tabs.targeting',
    access: 'targeting',
    kind: 'form',
    load: SECTION_LOADS.voiceTargeting,
    fields: VOICE_FIELDS,
    fieldLabels: VOICE_LABELS,
    rules: voiceRules,
    badge: { kind: 'on', field: 'targeting_on' },
    // Audio campaigns get voice targeting instead of the standard form (spec 2 §2).
    visible: (context) => context.isAudio,
  },
  {
    tab: 'audioAds',
    label: 'campaign-editor.tabs.audioAds',
    access: 'creatives',
    kind: 'form',
    load: SECTION_LOADS.audioAds,
    fields: AUDIO_FIELDS,
    fieldLabels: AUDIO_LABELS,
    rules: audioRules,
    badge: { kind: 'count', field: 'visuals.audio_ads' },
    visible: (context) => context.isAudio,
  },
  {
    tab: 'responsiveAds',
    parent: 'visuals',
    label: 'campaign-editor.tabs.responsiveAds',
    access: 'creatives',
    kind: 'form',
    load: SECTION_LOADS.responsiveAds,
    fields: RESPONSIVE_FIELDS,
    fieldLabels: RESPONSIVE_LABELS,
    rules: responsiveRules,
    badge: { kind: 'on', field: 'visuals.dynamic_enabled' },
    visible: (context) => !context.isAudio,
  },
  {
    tab: 'bannerAds',
    parent: 'visuals',
    label: 'campaign-editor.tabs.bannerAds',
    access: 'creatives',
    kind: 'form',
    load: SECTION_LOADS.bannerAds,
    fields: BANNER_FIELDS,
    fieldLabels: BANNER_LABELS,
    rules: bannerRules,
    servingDecisions: SERVED_DECISIONS.bannerAds,
    // Audio campaigns have audio ads instead of visuals (spec 2 §2).
    visible: (context) => !context.isAudio,
  },
  {
    tab: 'nativeAds',
    parent: 'visuals',
    label: 'campaign-editor.tabs.nativeAds',
    access: 'creatives',
    kind: 'form',
    load: SECTION_LOADS.nativeAds,
    fields: NATIVE_FIELDS,
    fieldLabels: NATIVE_LABELS,
    rules: nativeRules,
    badge: { kind: 'on', field: 'visuals.native_enabled' },
    servingDecisions: SERVED_DECISIONS.nativeAds,
    visible: (context) => !context.isAudio,
  },
  {
    tab: 'videoAds',
    parent: 'visuals',
    label: 'campaign-editor.tabs.videoAds',
    access: 'creatives',
    kind: 'form',
    load: SECTION_LOADS.videoAds,
    fields: VIDEO_FIELDS,
    fieldLabels: VIDEO_LABELS,
    rules: videoRules,
    badge: { kind: 'on', field: 'visuals.video_enabled' },
    servingDecisions: SERVED_DECISIONS.videoAds,
    visible: (context) => !context.isAudio,
  },
  {
    tab: 'frequency',
    parent: 'advanced',
    label: 'campaign-editor.tabs.frequency',
    labelByGoal: { maximized_reach: 'campaign-editor.tabs.scheduling' },
    access: 'advanced',
    kind: 'form',
    load: SECTION_LOADS.frequency,
    fields: FREQUENCY_FIELDS,
    fieldLabels: FREQUENCY_LABELS,
    rules: frequencyRules,
    badge: { kind: 'on', field: 'freq_and_scheduling_on' },
    // The advanced tab is not shown for audio campaigns (spec 2 §2).
    visible: (context) => !context.isAudio,
  },
  {
    tab: 'placement',
    parent: 'advanced',
    label: 'campaign-editor.tabs.placement',
    access: 'advanced',
    kind: 'form',
    load: SECTION_LOADS.placement,
    fields: PLACEMENT_FIELDS,
    fieldLabels: PLACEMENT_LABELS,
    rules: placementRules,
    visible: (context) => !context.isAudio,
  },
  {
    tab: 'geography',
    parent: 'advanced',
    label: 'campaign-editor.tabs.geography',
    access: 'advanced',
    kind: 'form',
    load: SECTION_LOADS.geography,
    fields: GEOGRAPHY_FIELDS,
    fieldLabels: GEOGRAPHY_LABELS,
    // No rules of its own: both choices are always valid, and cities without a country are the
    // targeting tab's rule (the field is targeting's).
    visible: (context) => !context.isAudio,
  },
  {
    tab: 'attribution',
    parent: 'advanced',
    label: 'campaign-editor.tabs.attribution',
    access: 'advanced',
    kind: 'form',
    load: SECTION_LOADS.attribution,
    fields: ATTRIBUTION_FIELDS,
    fieldLabels: ATTRIBUTION_LABELS,
    rules: attributionRules,
    badge: { kind: 'count', field: 'attribution' },
    // The advanced tab is not shown for audio campaigns (spec 2 §2).
    visible: (context) => !context.isAudio,
  },
  {
    tab: 'ownerAdvancedBidding',
    label: 'campaign-editor.tabs.ownerAdvancedBidding',
    access: 'administration',
    kind: 'form',
    load: SECTION_LOADS.ownerAdvancedBidding,
    fields: OWNER_FIELDS,
    fieldLabels: OWNER_LABELS,
    rules: ownerRules,
  },
  {
    tab: 'changeLog',
    label: 'campaign-editor.tabs.changeLog',
    access: 'changeLog',
    // Not part of a save: the log is the server's record of saves.
    kind: 'view',
    load: SECTION_LOADS.changeLog,
    fields: [],
    badge: { kind: 'revisions' },
    visible: (context) => !context.isNew,
  },
];
