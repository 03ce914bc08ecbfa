import { Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { CalendarDateInput } from './CalendarDateInput';

interface CampaignDatesInputsProps {
  today: string;
  /** A campaign already running keeps its start (catalogue 1306 "Start date is not modifiable"). */
  startLocked: boolean;
}

/** Start (never before today, empty = Immediately) and end (the end of that day, never before the start). */
export const CampaignDatesInputs = ({ today, startLocked }: CampaignDatesInputsProps) => {
  const start = useWatch({ name: 'campaignStartAt' }) as string | null;
  const endMin = start && start > today ? start : today;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <CalendarDateInput
        source="campaignStartAt"
        label="campaign-editor.basicInfo.fields.campaignStartAt"
        placeholder="campaign-editor.basicInfo.hints.immediately"
        min={startLocked ? undefined : today}
        disabled={startLocked}
      />
      <CalendarDateInput
        source="campaignEndAt"
        label="campaign-editor.basicInfo.fields.campaignEndAt"
        placeholder="campaign-editor.basicInfo.hints.noEndDate"
        helperText="campaign-editor.basicInfo.hints.endOfDay"
        min={endMin}
      />
    </Stack>
  );
};
