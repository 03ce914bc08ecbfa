import { type FormEvent, useState } from 'react';
import { Box, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ADMIN_CAMPAIGN_COMMENT_MAX, type AdminCampaignComment } from '../../../src/api/contract';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { useWrite } from '../../../src/data/useWrite';
import { SavedState } from './SavedState';

interface Props {
  day: string;
  /** The day's comment as the server holds it ('' for none). */
  initial: string;
  /** Translation-ready name of the day, for the field's label. */
  dayLabel: string;
  save(day: string, comment: string): Promise<AdminCampaignComment>;
}

/**
 * One day's comment (spec 3 §2 "write a daily comment"): saved at once by its own button or Enter,
 * then marked Saved. A failed save shows the server's message and keeps the typed text as it is.
 */
export const DayCommentField = ({ day, initial, dayLabel, save }: Props) => {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const [stored, setStored] = useState(initial);
  const [justSaved, setJustSaved] = useState(false);
  const saving = useWrite({
    write: (_dataProvider, comment: string) => save(day, comment),
    onSuccess: (answer) => {
      setStored(answer.comment);
      setJustSaved(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== stored) void saving.run(text.trim());
  };
  const label = translate('admin.campaigns.comment', { day: dayLabel });
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="day-comment" data-day={day}>
      <TextField
        size="small"
        variant="outlined"
        fullWidth
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setJustSaved(false);
        }}
        slotProps={{ htmlInput: { maxLength: ADMIN_CAMPAIGN_COMMENT_MAX } }}
      />
      <LoadingButton type="submit" size="small" loading={saving.pending} disabled={text.trim() === stored} aria-label={translate('admin.campaigns.saveComment', { day: dayLabel })}>
        {translate('admin.campaigns.save')}
      </LoadingButton>
      <SavedState saved={justSaved && text.trim() === stored} testId="comment-saved" />
    </Box>
  );
};
