/**
 * An MP4's duration and its video track's display size, read from the movie header boxes (moov › mvhd,
 * trak › tkhd with a 'vide' handler) without decoding a frame, so the check does not depend on the
 * browser's codecs. The moov box may sit at the end of the file (not "fast start"): the whole file is
 * read, which the 10 MB video limit keeps cheap, and a file over the limit is refused before this.
 */
export interface VideoMetadata {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
}

interface Box {
  type: string;
  /** Where the box's content starts and ends within the view. */
  start: number;
  end: number;
}

/** The boxes directly inside [start, end). A malformed size ends the walk rather than looping. */
const boxesIn = (view: DataView, start: number, end: number): Box[] => {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7));
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
};

const child = (view: DataView, parent: Box, type: string): Box | undefined => boxesIn(view, parent.start, parent.end).find((box) => box.type === type);

/** mvhd: version 0 has 32-bit times, version 1 64-bit. */
const movieDuration = (view: DataView, mvhd: Box): number | null => {
  const version = view.getUint8(mvhd.start);
  const timescale = version === 1 ? view.getUint32(mvhd.start + 20) : view.getUint32(mvhd.start + 12);
  const duration = version === 1 ? Number(view.getBigUint64(mvhd.start + 24)) : view.getUint32(mvhd.start + 16);
  return timescale > 0 ? duration / timescale : null;
};

/** tkhd ends with the width and height as 16.16 fixed-point numbers. */
const trackSize = (view: DataView, tkhd: Box): { width: number; height: number } => ({
  width: Math.round(view.getUint32(tkhd.end - 8) / 65536),
  height: Math.round(view.getUint32(tkhd.end - 4) / 65536),
});

const isVideoTrack = (view: DataView, trak: Box): boolean => {
  const mdia = child(view, trak, 'mdia');
  const hdlr = mdia && child(view, mdia, 'hdlr');
  // hdlr: version/flags (4), pre_defined (4), then the handler type.
  return hdlr !== undefined && String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + hdlr.start + 8, 4)) === 'vide';
};

export const mp4Metadata = (bytes: Uint8Array): VideoMetadata | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moov = boxesIn(view, 0, view.byteLength).find((box) => box.type === 'moov');
  if (!moov) return null;
  const mvhd = child(view, moov, 'mvhd');
  const duration = mvhd ? movieDuration(view, mvhd) : null;
  const video = boxesIn(view, moov.start, moov.end).find((box) => box.type === 'trak' && isVideoTrack(view, box));
  const tkhd = video && child(view, video, 'tkhd');
  if (duration === null || !tkhd) return null;
  return { ...trackSize(view, tkhd), duration };
};

export const blobMp4Metadata = async (blob: Blob): Promise<VideoMetadata | null> => mp4Metadata(new Uint8Array(await blob.arrayBuffer()));
