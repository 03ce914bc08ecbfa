import { Button, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { CreativeServingDecision } from '../../../src/api/contract';
import { CreativeNameInput } from '../creatives/CreativeNameInput';
import { ServingDecisionNote } from '../creatives/ServingDecisionNote';
import { ExchangeRejectionNote } from './ExchangeRejectionNote';
import { VideoAdMedia } from './VideoAdMedia';

/**
 * One video ad of the list (spec 2 §3 "Video ad item"): its video and companion banner with their
 * preview, its serving decision and any exchange's rejection, its creative name, and Remove while another item is left (the list
 * never goes below one).
 */
export const VideoAdItem = ({ index, removable, onRemove }: { index: number; removable: boolean; onRemove: () => void }) => {
  const translate = useTranslate();
  const base = `visuals.video_ads.${index}`;
  const decision = useWatch({ name: `${base}.creative_serving_decision` }) as CreativeServingDecision | null | undefined;
  const item = translate('campaign-editor.video.item', { n: index + 1 });
  return (
    <Paper variant="outlined" component="section" aria-label={item} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          {item}
        </Typography>
        <VideoAdMedia index={index} item={item} />
        <ServingDecisionNote decision={decision} />
        <ExchangeRejectionNote base={base} />
        <CreativeNameInput source={`${base}.creative_name`} />
        {removable ? (
          <Button onClick={onRemove} startIcon={<DeleteIcon />} color="error" sx={{ alignSelf: 'flex-start' }}>
            {translate('campaign-editor.creatives.remove', { name: item })}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
};
