import { definePlugin, type Messages } from '../../src/plugins/contract';
import { mergeMessages } from '../../src/i18n/messages';
import { prefetchCampaignRecord } from './campaignRecordQuery';
import { EDITOR_ACCESS_RESOURCE, EDITOR_GATES } from './editorGates';
import { preloadOpenTab } from './sections/preloadOpenTab';

/** The editor's message files, one per area, merged under the one namespace `campaign-editor`. */
const messages = async (files: Promise<{ default: Messages }>[]) => ({
  default: mergeMessages(...(await Promise.all(files)).map((file) => file.default)),
});

/**
 * The campaign editor (spec 1 §2, spec 2). No page gate (spec 1 §2): each section and the footer are
 * gated inside. Everything but this manifest loads with the editor's pages, so the list's code and
 * first screen do not grow.
 */
export default definePlugin({
  id: 'campaign-editor',
  access: EDITOR_GATES,
  requires: { resource: EDITOR_ACCESS_RESOURCE },
  routes: [
    { path: '/campaign/edit/:id', page: () => import('./CampaignEditPage'), prefetch: prefetchCampaignRecord, preload: preloadOpenTab },
    { path: '/campaign/create', page: () => import('./CampaignCreatePage'), preload: preloadOpenTab },
  ],
  resources: [
    {
      // The editor's named calls (app promotion lookup, owner choices, moderation, targeting look-ups, the
      // voice targeting's rewarded spot, placements and whitelist files, the audience and placements
      // estimates, creative uploads), from their sections.
      name: 'campaign-editor',
      api: async () => {
        const [basicInfo, owner, targeting, voice, placement, estimate, creatives] = await Promise.all([
          import('./basic-info/basicInfoCalls'),
          import('./owner/ownerCalls'),
          import('./targeting/targetingCalls'),
          import('./voice/voiceCalls'),
          import('./placement/placementCalls'),
          import('./estimate/estimateCalls'),
          import('./creatives/creativeCalls'),
        ]);
        const calls = [
          basicInfo.basicInfoCalls,
          owner.ownerCalls,
          targeting.targetingCalls,
          voice.voiceCalls,
          placement.placementCalls,
          estimate.estimateCalls,
          creatives.creativeCalls,
        ];
        return { default: { custom: Object.assign({}, ...calls) as typeof basicInfo.basicInfoCalls } };
      },
    },
    {
      // The change log's snapshots and the tree's revision count.
      name: 'campaign-revisions',
      api: async () => ({ default: (await import('./change-log/revisionsApi')).revisionsApi }),
    },
  ],
  translations: {
    en: () =>
      messages([
        import('../../locales/en/campaign-editor.json'),
        import('../../locales/en/campaign-editor-basic-info.json'),
        import('../../locales/en/campaign-editor-admin.json'),
        import('../../locales/en/campaign-editor-targeting.json'),
        import('../../locales/en/campaign-editor-voice.json'),
        import('../../locales/en/campaign-editor-frequency.json'),
        import('../../locales/en/campaign-editor-placement.json'),
        import('../../locales/en/campaign-editor-geography.json'),
        import('../../locales/en/campaign-editor-creatives.json'),
        import('../../locales/en/campaign-editor-responsive.json'),
        import('../../locales/en/campaign-editor-native.json'),
        import('../../locales/en/campaign-editor-video.json'),
        import('../../locales/en/campaign-editor-audio.json'),
        import('../../locales/en/campaign-editor-estimate.json'),
      ]),
    ru: () =>
      messages([
        import('../../locales/ru/campaign-editor.json'),
        import('../../locales/ru/campaign-editor-basic-info.json'),
        import('../../locales/ru/campaign-editor-admin.json'),
        import('../../locales/ru/campaign-editor-targeting.json'),
        import('../../locales/ru/campaign-editor-voice.json'),
        import('../../locales/ru/campaign-editor-frequency.json'),
        import('../../locales/ru/campaign-editor-placement.json'),
        import('../../locales/ru/campaign-editor-geography.json'),
        import('../../locales/ru/campaign-editor-creatives.json'),
        import('../../locales/ru/campaign-editor-responsive.json'),
        import('../../locales/ru/campaign-editor-native.json'),
        import('../../locales/ru/campaign-editor-video.json'),
        import('../../locales/ru/campaign-editor-audio.json'),
        import('../../locales/ru/campaign-editor-estimate.json'),
      ]),
  },
});
