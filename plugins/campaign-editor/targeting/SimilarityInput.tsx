import { Box, FormHelperText, Slider, Typography } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { SIMILARITY_RANGE } from '../../../src/api/contract';

const LEVELS = Array.from({ length: SIMILARITY_RANGE.max - SIMILARITY_RANGE.min + 1 }, (_, index) => SIMILARITY_RANGE.min + index);

/**
 * Similarity 0–3, default 1 (spec 2 §3, §5): a slider of whole steps, keyboard operable (arrows, Home,
 * End), each step named for screen readers. react-hook-form's ref is on the slider's own <input>, so
 * the checklist's link focuses it.
 */
export const SimilarityInput = () => {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput<number>({ source: 'targeting.similarity' });
  const levelName = (level: number) => translate(`campaign-editor.targeting.similarityLevels.${level}`, { _: String(level) });
  const value = typeof field.value === 'number' ? field.value : SIMILARITY_RANGE.default;
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography id={`${id}-label`} variant="body2" component="p" color="text.secondary">
        {translate('campaign-editor.targeting.fields.similarity')}
      </Typography>
      <Slider
        id={id}
        name={field.name}
        value={value}
        min={SIMILARITY_RANGE.min}
        max={SIMILARITY_RANGE.max}
        step={1}
        marks={LEVELS.map((level) => ({ value: level, label: String(level) }))}
        onChange={(_event, next) => field.onChange(Array.isArray(next) ? next[0] : next)}
        onChangeCommitted={() => field.onBlur()}
        getAriaValueText={(level) => `${level}: ${levelName(level)}`}
        aria-labelledby={`${id}-label`}
        slotProps={{ input: { ref: field.ref } }}
        sx={{ mx: 1 }}
      />
      <FormHelperText error={fieldState.invalid}>
        <InputHelperText error={fieldState.error?.message} helperText="campaign-editor.targeting.hints.similarity" />
      </FormHelperText>
    </Box>
  );
};
