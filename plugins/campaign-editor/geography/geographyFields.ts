/**
 * What the geography tab owns. The cities themselves (targeting.city_ids) stay the targeting tab's
 * field, edited from both tabs, so a user with the targeting permission alone still picks cities; the
 * option saying whether they are in or out is geography's (its longer prefix wins, sectionRouting).
 */
export const GEOGRAPHY_FIELDS = ['targeting.location_option_key'] as const;

/** The tab's fields by form path → the label its input shows (the publish checklist names them). */
export const GEOGRAPHY_LABELS: Readonly<Record<string, string>> = {
  'targeting.location_option_key': 'campaign-editor.geography.fields.locationOption',
};
