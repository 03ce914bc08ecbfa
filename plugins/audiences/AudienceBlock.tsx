import { Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Fragment, useId } from 'react';
import { useTranslate } from 'ra-core';
import { AudienceActionFields } from './AudienceActionFields';
import { ConditionBar } from './ConditionBar';
import { addAction, addOffers, switchCondition, type BlockName, type BuilderState, type DraftBlock } from './audienceBlocks';
import type { BuilderErrors } from './useAudienceBuilder';

interface AudienceBlockProps {
  name: BlockName;
  block: DraftBlock;
  errors: BuilderErrors;
  update(change: (state: BuilderState) => BuilderState): void;
  onRemove(name: BlockName, index: number): void;
}

/**
 * The include or exclude block (spec 3 §4): its actions joined by the block's one condition, the
 * condition bar with its switch, and only the add buttons the condition allows.
 */
export const AudienceBlock = ({ name, block, errors, update, onRemove }: AudienceBlockProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const blockError = errors[`dynamic_audience.${name}_actions`] ?? errors[`dynamic_audience.${name}_condition`];
  const join = block.condition ? translate(`audiences.conditions.${block.condition}`) : '';
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {translate(`audiences.builder.${name}`)}
          </Typography>
          <ConditionBar condition={block.condition} onSwitch={() => update((state) => switchCondition(state, name))} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate(`audiences.builder.${name}Hint`)}
        </Typography>
        {block.actions.map((action, index) => (
          <Fragment key={action.key}>
            {index > 0 && (
              <Divider>
                <Chip size="small" label={join} />
              </Divider>
            )}
            <AudienceActionFields block={name} index={index} action={action} errors={errors} update={update} onRemove={(at) => onRemove(name, at)} />
          </Fragment>
        ))}
        {blockError && (
          <Typography color="error" variant="body2" role="alert">
            {blockError}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {addOffers(block).map((offer) => (
            <Button key={offer} variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => update((state) => addAction(state, name, offer))}>
              {translate(`audiences.builder.add.${offer}`)}
            </Button>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
};
