const F = 'campaign-editor.placement.fields';
const P = 'placement';

/** The placement tab's fields by form path → the label its input shows (the publish checklist names them). */
export const PLACEMENT_LABELS: Readonly<Record<string, string>> = {
  has_whitelist: `${F}.hasWhitelist`,
  [`${P}.included_apps`]: `${F}.placements`,
  [`${P}.excluded_apps`]: `${F}.placements`,
  [`${P}.included_app_categories`]: `${F}.appCategories`,
  [`${P}.excluded_app_categories`]: `${F}.appCategories`,
  [`${P}.device_type_key`]: `${F}.deviceType`,
  [`${P}.min_os_version`]: `${F}.minOsVersion`,
  [`${P}.environment`]: `${F}.environment`,
  [`${P}.excluded_all_games`]: `${F}.excludedAllGames`,
  [`${P}.exclude_non_gambling_publishers`]: `${F}.excludeNonGamblingPublishers`,
  [`${P}.excluded_game_categories`]: `${F}.excludedGameCategories`,
  [`${P}.languages`]: `${F}.languages`,
};
