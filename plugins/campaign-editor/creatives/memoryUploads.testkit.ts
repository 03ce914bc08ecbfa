import type { PixelSize, UploadedAudio, UploadedCreativeFile, UploadedHtmlBanner, UploadedImage, UploadedVideo } from '../../../src/api/contract';
import { createApiError } from '../../../src/api/HttpError';
import { blobKind } from '../../../src/media/fileSignature';
import { blobImageDimensions } from '../../../src/media/imageDimensions';
import { blobMp4Metadata } from '../../../src/media/mp4Metadata';
import type { MemoryCall } from '../sections/sectionBench.testkit';

/** A refusal the fake server answers next: its reason key and its English text, as the mock sends them. */
export interface MemoryRefusal {
  reason: string;
  message: string;
}

/**
 * The creative upload call answered in memory for the sections' test benches, as the mock answers it:
 * with `serverAnswer.refuse` set it refuses (code 2, the reason key and the text on `file`); with
 * `serverAnswer.outage` it fails as an unreachable server does (503, code 1, no reason); otherwise
 * it stores the file under the next id and describes it from its content (an image's size from its
 * header, an mp4's from its boxes, a zip banner at its slot's size, an audio track's duration from
 * `audioDuration`, since jsdom cannot decode). `recordAs` records a call's File as its name.
 */
export const memoryUploads = ({ firstId, audioDuration = () => 0 }: { firstId: number; audioDuration?: (file: File) => number }) => {
  const serverAnswer: { refuse: MemoryRefusal | null; outage: boolean } = { refuse: null, outage: false };
  let nextId = firstId;

  const describe = async (file: File, kind: string, slot: PixelSize | undefined, id: number): Promise<UploadedCreativeFile> => {
    const base = { file_id: id, file_url: `/v1/file/cache/${id}`, file_name: file.name, size: file.size };
    if (kind === 'audio') return { ...base, content_type: 'audio/mpeg', format: 'audio', duration: audioDuration(file), extension: 'mp3' } satisfies UploadedAudio;
    if (kind === 'video') {
      const facts = await blobMp4Metadata(file);
      return { ...base, content_type: 'video/mp4', format: 'video', width: facts?.width ?? 0, height: facts?.height ?? 0, duration: facts?.duration ?? 0 } satisfies UploadedVideo;
    }
    if ((await blobKind(file)) === 'zip' && slot) return { ...base, content_type: 'application/zip', format: 'html', ...slot } satisfies UploadedHtmlBanner;
    const size = await blobImageDimensions(file);
    return { ...base, content_type: 'image/png', format: 'image', width: size?.width ?? 0, height: size?.height ?? 0 } satisfies UploadedImage;
  };

  const creativeUpload: MemoryCall = async (params) => {
    const { file, kind, slot } = params as { file: File; kind: string; slot?: PixelSize };
    if (serverAnswer.outage) throw createApiError('Backend exception', 503, 1, null);
    if (serverAnswer.refuse) {
      throw createApiError('Invalid argument provided', 400, 2, { errors: { file: serverAnswer.refuse.message }, reason: serverAnswer.refuse.reason });
    }
    return describe(file, kind, slot, nextId++);
  };

  return {
    serverAnswer,
    calls: { creativeUpload },
    recordAs: { creativeUpload: ({ file, ...rest }: Record<string, unknown>) => ({ ...rest, fileName: (file as File).name }) },
  };
};
