const F = 'campaign-editor.targeting.fields';
const T = 'targeting';

/** Standard targeting's fields by form path → the label its input shows (the publish checklist names them). */
export const TARGETING_LABELS: Readonly<Record<string, string>> = {
  targeting_on: `${F}.mode`,
  [`${T}.automatic_targeting`]: `${F}.mode`,
  [`${T}.from_age`]: `${F}.fromAge`,
  [`${T}.to_age`]: `${F}.toAge`,
  [`${T}.gender`]: `${F}.gender`,
  [`${T}.interests`]: `${F}.interests`,
  [`${T}.apps`]: `${F}.apps`,
  [`${T}.segment_audiences.include_any`]: `${F}.audiencesIncludeAny`,
  [`${T}.segment_audiences.include`]: `${F}.audiencesInclude`,
  [`${T}.segment_audiences.exclude`]: `${F}.audiencesExclude`,
  [`${T}.city_ids`]: `${F}.cities`,
  [`${T}.similarity`]: `${F}.similarity`,
  [`${T}.target_languages`]: `${F}.languages`,
  [`${T}.connection_types`]: `${F}.connectionTypes`,
  [`${T}.customer_attributes`]: `${F}.customerAttributes`,
};
