import { useRef, useState } from 'react';
import { Box, IconButton, Paper, Slider, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslate } from 'ra-core';
import { wholeSeconds } from '../../api/contract';
import { useFormat } from '../../format/useFormat';

const P = 'widgets.audioPlayer';

/**
 * The one track playing on the page: starting another pauses it, as in any music player (five tracks
 * of an audio campaign playing over each other cannot be judged).
 */
let playingNow: HTMLAudioElement | null = null;

const startedPlaying = (element: HTMLAudioElement) => {
  if (playingNow && playingNow !== element) playingNow.pause();
  playingNow = element;
};

const stoppedPlaying = (element: HTMLAudioElement) => {
  if (playingNow === element) playingNow = null;
};

/** 75 → "1:15"; a track's clock as a player shows it. */
export const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

export interface AudioPlayerProps {
  /** The file's name, shown as text only. */
  name: string;
  url: string;
  /** Megabytes, as the audio ad stores its size. */
  sizeMb: number;
  /**
   * Seconds, when known: the length the upload's checks decoded. The audio element estimates some
   * files (a VBR mp3 without a Xing header reads 15.5 s for 17.0 s), so it is only the fallback.
   */
  duration?: number;
  onRemove: () => void;
}

/**
 * The audio player (spec 2 §2 "Audio player for uploaded audio", spec 3 §2 "Shared widgets"): the name,
 * the size in Mb, the duration, the progress (a slider that also seeks), play/pause and remove. The
 * track plays from its URL through an audio element without the browser's controls, so the player
 * reads the same in every browser and language; the duration is the decoded one given (the element
 * misreads some files), else the element's, in whole seconds.
 */
export const AudioPlayer = ({ name, url, sizeMb, duration: decoded, onRemove }: AudioPlayerProps) => {
  const format = useFormat();
  const translate = useTranslate();
  const audio = useRef<HTMLAudioElement>(null);
  const [estimated, setEstimated] = useState<number | null>(null);
  const duration = decoded !== undefined && decoded > 0 ? decoded : estimated;
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const total = duration === null ? translate(`${P}.unknown`) : clock(wholeSeconds(duration));

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setFailed(true));
    else element.pause();
  };
  const seek = (value: number) => {
    if (audio.current) audio.current.currentTime = value;
    setAt(value);
  };

  return (
    <Paper variant="outlined" role="group" aria-label={translate(`${P}.label`, { name })} sx={{ p: 1.5 }}>
      <Box
        component="audio"
        ref={audio}
        src={url}
        preload="metadata"
        onLoadedMetadata={(event) => setEstimated(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : null)}
        onTimeUpdate={(event) => setAt(event.currentTarget.currentTime)}
        onPlay={(event) => {
          startedPlaying(event.currentTarget);
          setPlaying(true);
        }}
        onPause={(event) => {
          stoppedPlaying(event.currentTarget);
          setPlaying(false);
        }}
        onEnded={(event) => {
          stoppedPlaying(event.currentTarget);
          setPlaying(false);
        }}
        onError={() => setFailed(true)}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <IconButton onClick={toggle} disabled={failed} aria-label={translate(playing ? `${P}.pause` : `${P}.play`, { name })}>
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(`${P}.size`, { size: format.ratio(sizeMb) })} · {total}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Slider
              size="small"
              min={0}
              max={duration ?? 1}
              step={0.1}
              value={Math.min(at, duration ?? 0)}
              disabled={duration === null}
              onChange={(_event, value) => seek(value as number)}
              aria-label={translate(`${P}.progress`, { name })}
              getAriaValueText={(value) => translate(`${P}.position`, { at: clock(value), total })}
            />
            <Typography variant="caption" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} aria-hidden>
              {clock(at)} / {total}
            </Typography>
          </Stack>
          {failed ? (
            <Typography variant="caption" color="error" role="alert">
              {translate(`${P}.failed`)}
            </Typography>
          ) : null}
        </Stack>
        <IconButton onClick={onRemove} color="error" aria-label={translate(`${P}.remove`, { name })}>
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
};
