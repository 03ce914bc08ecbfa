const F = 'campaign-editor.frequency.fields';

/**
 * The frequency tab's fields by form path → the label its input shows (the publish checklist names
 * them). A cap's path holds its list position, not its period, so its label is the general one and
 * its messages name the period.
 */
export const FREQUENCY_LABELS: Readonly<Record<string, string>> = {
  freq_and_scheduling_on: `${F}.enabled`,
  frequencyCap: `${F}.caps`,
  'frequencyCap.*': `${F}.cap`,
  'frequencyCap.*.value': `${F}.cap`,
  scheduling: `${F}.schedule`,
  'scheduling.*': `${F}.schedule`,
  slots: `${F}.slots`,
  'slots.*': `${F}.slots`,
  slots_include_unknown: `${F}.slotsIncludeUnknown`,
};

/**
 * The tab's title by the campaign's goal: awareness maximized-reach campaigns call it scheduling
 * (spec 2 §2). maximized_reach is a goal of the awareness type only, so the goal alone decides.
 */
export const frequencyTitle = (goal: string | undefined): string =>
  goal === 'maximized_reach' ? 'campaign-editor.frequency.title.scheduling' : 'campaign-editor.frequency.title.frequency';
