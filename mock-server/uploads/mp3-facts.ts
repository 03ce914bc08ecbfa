import { parseBuffer } from 'music-metadata';

/**
 * An MPEG Layer III stream's duration in seconds, by music-metadata: from the Xing/Info or VBRI
 * header when there is one, otherwise by reading every frame header (`duration: true`), which is
 * exact for VBR files without a header too, where the browser's <audio> element only estimates.
 * Null when the frames cannot be read.
 */
export const mp3Duration = async (content: Uint8Array): Promise<number | null> => {
  try {
    const { format } = await parseBuffer(content, { mimeType: 'audio/mpeg', size: content.length }, { duration: true, skipCovers: true });
    const layer3 = format.container === 'MPEG' && (format.codec ?? '').endsWith('Layer 3');
    return layer3 && format.duration !== undefined && format.duration > 0 ? format.duration : null;
  } catch {
    return null;
  }
};
