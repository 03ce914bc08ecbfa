import { useState } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { AUDIENCE_LIMITS, type Audience } from '../../src/api/contract';
import { useWrite } from '../../src/data/useWrite';
import { LoadingButton } from '../../src/forms/LoadingButton';
import { UnsavedChangesDialog } from '../../src/forms/UnsavedChangesDialog';
import { useLeaveConfirmation } from '../../src/forms/useLeaveConfirmation';
import { AudienceBlock } from './AudienceBlock';
import { AudienceEstimate } from './AudienceEstimate';
import { AudienceInfoPanel } from './AudienceInfoPanel';
import { RemoveIncludeDialog } from './RemoveIncludeDialog';
import { canSave, fromDynamicAudience, removeAction, removeNeedsConfirmation, showsExclude, type BlockName } from './audienceBlocks';
import { AUDIENCE_LIST_PATH } from './audiencePaths';
import { useAudienceBuilder } from './useAudienceBuilder';
import { useAudienceSave } from './useAudienceSave';
import type { DynamicAudienceValues } from './audiencesApi';

/**
 * The dynamic audience form (spec 3 §2, §4, §5): the name, the include block, the exclude block once
 * an include action exists, the live estimate and the info panel beside them, Cancel and Save (Update
 * when editing), Save disabled until an include action exists. Invalid fields show 'required field'
 * (or their rule's message) under them with the toast 'All required fields should be fulfilled !'.
 */
export const AudienceForm = ({ audience }: { audience: Audience | null }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const builder = useAudienceBuilder(audience?.name ?? '', fromDynamicAudience(audience?.dynamic_audience ?? null));
  const leave = useLeaveConfirmation(builder.dirty);
  const save = useAudienceSave(audience);
  const [confirming, setConfirming] = useState(false);
  const { blocks, errors, update } = builder;

  const remove = (name: BlockName, index: number) => {
    if (removeNeedsConfirmation(blocks, name)) setConfirming(true);
    else update((state) => removeAction(state, name, index));
  };
  const saving = useWrite({
    write: (_dataProvider, values: DynamicAudienceValues) => save(values),
    onSuccess: () => {
      notify(audience ? 'audiences.messages.updated' : 'audiences.messages.created', { type: 'success' });
      leave.release();
      navigate(AUDIENCE_LIST_PATH);
    },
    onFailure: (error) => builder.refused(error),
  });
  const submit = () => {
    if (!builder.check()) {
      notify('audiences.messages.fillRequired', { type: 'error' });
      return;
    }
    void saving.run({ name: builder.name, dynamic_audience: builder.definition });
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <TextField
        label={translate('audiences.fields.name')}
        value={builder.name}
        required
        onChange={(event) => builder.setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name ?? ' '}
        slotProps={{ htmlInput: { maxLength: AUDIENCE_LIMITS.name } }}
        sx={{ maxWidth: 480 }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(260px, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <AudienceBlock name="include" block={blocks.include} errors={errors} update={update} onRemove={remove} />
          {showsExclude(blocks) && <AudienceBlock name="exclude" block={blocks.exclude} errors={errors} update={update} onRemove={remove} />}
        </Stack>
        <Stack spacing={2}>
          <AudienceEstimate definition={builder.definition} />
          <AudienceInfoPanel />
        </Stack>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(AUDIENCE_LIST_PATH)}>{translate('audiences.builder.cancel')}</Button>
        <LoadingButton type="submit" variant="contained" loading={saving.pending} disabled={!canSave(blocks)}>
          {translate(audience ? 'audiences.builder.update' : 'audiences.builder.save')}
        </LoadingButton>
      </Box>
      <RemoveIncludeDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          update((state) => removeAction(state, 'include', 0));
        }}
      />
      <UnsavedChangesDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </Stack>
  );
};
