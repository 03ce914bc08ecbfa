/**
 * Each section's code by tab, and nothing else: the boot imports this table (with the manifest, in
 * the opening's chunk) to start loading the open tab's code beside the page's, before react-admin is
 * evaluated. The registry (sections.ts) imports the rules and labels, which need the libraries, so it
 * cannot serve that early. The loaders are the registry's own: sectionLoader keys its cache by them.
 */
export const SECTION_LOADS = {
  basicInfo: () => import('../basic-info/BasicInfoSection'),
  targeting: () => import('../targeting/TargetingSection'),
  // Audio campaigns' targeting tab (the same `targeting` tab in the address; the registry picks it).
  voiceTargeting: () => import('../voice/VoiceTargetingSection'),
  audioAds: () => import('../audio/AudioSection'),
  responsiveAds: () => import('../responsive/ResponsiveSection'),
  bannerAds: () => import('../banner/BannerSection'),
  nativeAds: () => import('../native/NativeSection'),
  videoAds: () => import('../video/VideoSection'),
  frequency: () => import('../frequency/FrequencySection'),
  placement: () => import('../placement/PlacementSection'),
  geography: () => import('../geography/GeographySection'),
  attribution: () => import('../attribution/AttributionSection'),
  ownerAdvancedBidding: () => import('../owner/OwnerSection'),
  changeLog: () => import('../change-log/ChangeLogSection'),
} as const;

export type SectionTab = keyof typeof SECTION_LOADS;

export const isSectionTab = (tab: string | null): tab is SectionTab => tab !== null && Object.hasOwn(SECTION_LOADS, tab);
