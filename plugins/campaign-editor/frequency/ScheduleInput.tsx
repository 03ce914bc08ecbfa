import { useCallback } from 'react';
import { Box, FormHelperText } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import type { CampaignScheduling } from '../../../src/api/contract';
import { ScheduleGrid } from '../../../src/widgets/schedule-grid/ScheduleGrid';

/**
 * The 24 × 7 schedule (form field `scheduling`, weekday '0'-'6' → hours) as a react-admin input over
 * the shared ScheduleGrid: the grid is controlled by the field's value and each painted change is one
 * form change. react-hook-form's focus (an error on scheduling) goes to the grid's one tab stop.
 */
export const ScheduleInput = () => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<CampaignScheduling>({ source: 'scheduling' });
  const { ref, onChange, onBlur } = field;
  const focusTarget = useCallback(
    (element: HTMLDivElement | null) =>
      ref(element ? { focus: () => element.querySelector<HTMLElement>('[tabindex="0"]')?.focus() } : null),
    [ref],
  );
  const error = fieldState.error?.message;
  return (
    <Box ref={focusTarget} onBlur={onBlur} className="ra-input ra-input-scheduling" sx={{ overflowX: 'auto' }}>
      <ScheduleGrid value={(field.value as CampaignScheduling | undefined) ?? {}} onChange={onChange} label={translate('campaign-editor.frequency.fields.schedule')} />
      {error ? (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      ) : null}
    </Box>
  );
};
