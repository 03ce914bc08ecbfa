import { FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { useFieldArray, useFormState } from 'react-hook-form';
import { AUDIO_MAX_FILES } from '../../../src/api/contract';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { SectionProps } from '../sections/sectionContract';
import type { DurationReader } from './audioFileCheck';
import { AudioPlayer } from '../../../src/widgets/audio-player/AudioPlayer';
import { AudioTrackUpload } from './AudioTrackUpload';

const A = 'campaign-editor.audio';

/** The rule's message on the list itself ("at most 5 tracks"), as the shell's resolver sets it. */
const useListError = (): string | undefined => {
  const { errors } = useFormState<CampaignFormValues>({ name: 'visuals.audio_ads' });
  const error = errors.visuals?.audio_ads;
  return error?.message ?? error?.root?.message;
};

/**
 * Audio ads (spec 2 §2, §3 "Audio ad", §5), the creatives of audio campaigns in place of the visuals:
 * up to 5 mp3 tracks of 15 to 30 seconds, each with its player (name, size in Mb, duration, progress,
 * play/pause, remove), and the box to add one while fewer than 5 are held. The tracks are saved with
 * the campaign. `visuals.audio_enabled` is no switch here: it marks the campaign as audio (the
 * editor's context reads it), so the tab leaves it as the campaign was created. `readDuration` lets
 * the unit tests stand in for decoding, which jsdom cannot do.
 */
const AudioSection = ({ readDuration }: SectionProps & { readDuration?: DurationReader }) => {
  const translate = useTranslate();
  // keyName: a track has no id of its own, and the form must not give it one.
  const { fields, append, remove } = useFieldArray<CampaignFormValues, 'visuals.audio_ads', 'fieldKey'>({ name: 'visuals.audio_ads', keyName: 'fieldKey' });
  const listError = useListError();
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h2">
          {translate(`${A}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${A}.intro`)}
        </Typography>
      </Stack>
      <Stack component="section" aria-label={translate(`${A}.tracks`)} spacing={1.5}>
        <Typography variant="h6" component="h3">
          {translate(`${A}.tracks`)}
        </Typography>
        <Typography variant="body2" role="status">
          {fields.length === 0 ? translate(`${A}.none`) : translate(`${A}.count`, { count: fields.length, max: AUDIO_MAX_FILES })}
        </Typography>
        {fields.length > 0 ? (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {fields.map((track, index) => (
              <li key={track.fieldKey}>
                <AudioPlayer name={track.name} url={track.url} sizeMb={track.size} duration={track.duration} onRemove={() => remove(index)} />
              </li>
            ))}
          </Stack>
        ) : null}
        {listError ? (
          <FormHelperText error role="alert" sx={{ m: 0 }}>
            <InputHelperText error={listError} />
          </FormHelperText>
        ) : null}
      </Stack>
      {fields.length < AUDIO_MAX_FILES ? (
        <AudioTrackUpload readDuration={readDuration} onUploaded={(track) => append(track, { shouldFocus: false })} />
      ) : (
        <Typography variant="body2">{translate(`${A}.full`, { max: AUDIO_MAX_FILES })}</Typography>
      )}
    </Stack>
  );
};

export default AudioSection;
