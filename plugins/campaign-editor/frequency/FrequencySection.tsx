import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { SectionProps } from '../sections/sectionContract';
import { BetaSchedulingNote } from './BetaSchedulingNote';
import { FieldBlock } from '../sections/FieldBlock';
import { FrequencyCapsInput } from './FrequencyCapsInput';
import { frequencyTitle } from './frequencyLabels';
import { ScheduleInput } from './ScheduleInput';
import { SlotsInput } from './SlotsInput';

const F = 'campaign-editor.frequency.fields';
const H = 'campaign-editor.frequency.hints';

/** The tab's heading: "Scheduling" for awareness maximized-reach campaigns, "Frequency" otherwise (spec 2 §2). */
const SectionHeading = () => {
  const translate = useTranslate();
  // The goal alone decides: maximized_reach is a goal of the awareness type only.
  const goal = useWatch<CampaignFormValues, 'bidding_strategy.goal'>({ name: 'bidding_strategy.goal' });
  return (
    <Typography variant="h5" component="h2">
      {translate(frequencyTitle(goal))}
    </Typography>
  );
};

/**
 * The frequency tab (tab frequency under advanced; spec 2 §2-§4): the on switch the tree's ON badge
 * reads, the daily/weekly/monthly caps, the 24 × 7 schedule with the beta-scheduling note, and the
 * slots.
 *
 * Choices the spec leaves open, written down:
 * - freq_and_scheduling_on is this tab's switch: the flag names frequency and scheduling, and the
 *   tab's ON badge (spec 2 §2) has nothing else to read. The caps and the schedule stay editable while
 *   it is off, so values can be prepared first and a stored cap the rules refuse can always be fixed.
 * - slots and slots_include_unknown live here: spec 2 §3 lists them among the campaign's fields
 *   without a tab or a meaning, so we place them in this tab.
 *
 * Each input subscribes to its own field only, so a change re-renders the input changed.
 */
const FrequencySection = (props: SectionProps) => {
  void props;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <SectionHeading />
      <SwitchInput source="freq_and_scheduling_on" label={`${F}.enabled`} helperText={`${H}.enabled`} />
      <FieldBlock title="campaign-editor.frequency.sections.caps">
        <FrequencyCapsInput />
      </FieldBlock>
      <FieldBlock title="campaign-editor.frequency.sections.schedule">
        <BetaSchedulingNote />
        <ScheduleInput />
      </FieldBlock>
      <FieldBlock title="campaign-editor.frequency.sections.slots">
        <SlotsInput />
        <SwitchInput source="slots_include_unknown" label={`${F}.slotsIncludeUnknown`} helperText={false} />
      </FieldBlock>
    </Stack>
  );
};

export default FrequencySection;
