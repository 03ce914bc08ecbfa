import { Divider, Paper, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate, ValidationError } from 'ra-core';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { ALL_EXCHANGE_IDS, CAMPAIGN_STATUS, type CampaignRecord, type ExchangeId } from '../../../src/api/contract';
import { CategoriesInput, ExchangesInput, TrafficSourcesInput } from '../owner/OwnerChoiceInputs';
import { useModerationDecision } from './useModerationDecision';
import { formatLocalDateTime } from '../../../src/format/dates';
import { LoadingButton } from '../../../src/forms/LoadingButton';

interface ModerationValues {
  reason: string;
  category_keys: string[];
  exchange_id: ExchangeId[];
  traffic_sources: number[];
}

const ReasonInput = () => {
  const translate = useTranslate();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController<ModerationValues, 'reason'>({ name: 'reason' });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...field}
      inputRef={ref}
      label={translate('campaign-editor.moderation.reason')}
      required
      multiline
      minRows={2}
      error={!!error}
      helperText={error ? <ValidationError error={error} /> : undefined}
      fullWidth
    />
  );
};

const formatted = (iso: string | null, locale: string): string => (iso ? formatLocalDateTime(iso, locale) : '');

/**
 * The moderation panel (spec 2 §4, §7), shown by the shell to administrators while the campaign is in
 * moderation: approve with categories, exchanges (none chosen sends all six) and traffic sources, or
 * reject with a reason. Both send the record's moderation_start_at, so a campaign changed since the
 * moderator opened it is refused (138). Its own small form, apart from the editor's: a decision is
 * not a save, and typing a reason never marks the campaign changed. It renders no <form> element,
 * since the shell may place it inside the editor's.
 */
export const ModerationPanel = ({ record }: { record: CampaignRecord }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const form = useForm<ModerationValues>({
    defaultValues: {
      reason: '',
      category_keys: record.owner?.campaign_category_keys ?? [],
      exchange_id: record.owner?.exchange_id ?? [],
      traffic_sources: record.owner?.traffic_sources ?? [],
    },
  });
  // One decision however often a button is clicked; the hook shows a failure. Each button shows its
  // own spinner, and both stay disabled while either decision is sent.
  const approving = useModerationDecision();
  const rejecting = useModerationDecision();
  const busy = approving.pending || rejecting.pending;
  if (record.status_key !== CAMPAIGN_STATUS.in_moderation) return null;
  const moderationStartAt = record.moderation_start_at ?? '';

  const approve = () => {
    const { category_keys, exchange_id, traffic_sources } = form.getValues();
    void approving.run({
      name: 'moderationApprove',
      body: {
        campaign_id: record.id,
        category_keys,
        exchange_id: exchange_id.length ? exchange_id : [...ALL_EXCHANGE_IDS],
        traffic_sources,
        moderation_start_at: moderationStartAt,
      },
    });
  };

  const reject = () => {
    const comment = form.getValues('reason').trim();
    if (comment === '') {
      form.setError('reason', { message: 'core.validation.required' }, { shouldFocus: true });
      return;
    }
    form.clearErrors('reason');
    void rejecting.run({ name: 'moderationReject', body: { campaign_id: record.id, comment, moderation_start_at: moderationStartAt } });
  };

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" component="section" aria-labelledby="moderation-title" sx={{ p: 2, borderColor: 'warning.main' }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="moderation-title">
            {translate('campaign-editor.moderation.title')}
          </Typography>
          {record.moderation_start_at && (
            <Typography color="text.secondary">
              {translate('campaign-editor.moderation.waiting', { date: formatted(record.moderation_start_at, locale) })}
            </Typography>
          )}
          <Typography variant="subtitle1" component="h3">
            {translate('campaign-editor.moderation.approveTitle')}
          </Typography>
          <CategoriesInput source="category_keys" />
          <ExchangesInput source="exchange_id" />
          <Typography variant="body2" color="text.secondary">
            {translate('campaign-editor.moderation.allExchanges')}
          </Typography>
          <TrafficSourcesInput source="traffic_sources" />
          <div>
            <LoadingButton variant="contained" color="success" onClick={approve} loading={approving.pending} disabled={busy}>
              {translate('campaign-editor.moderation.approve')}
            </LoadingButton>
          </div>
          <Divider />
          <Typography variant="subtitle1" component="h3">
            {translate('campaign-editor.moderation.rejectTitle')}
          </Typography>
          <ReasonInput />
          <div>
            <LoadingButton variant="contained" color="error" onClick={reject} loading={rejecting.pending} disabled={busy}>
              {translate('campaign-editor.moderation.reject')}
            </LoadingButton>
          </div>
        </Stack>
      </Paper>
    </FormProvider>
  );
};
