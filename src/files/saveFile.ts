import type { DownloadedFile } from '../api/client';

/**
 * Saves a downloaded file under the server's name, or the fallback when it gave none. FileSaver is
 * loaded on the first save, not with the pages that offer a download: no first screen waits for it.
 */
export const saveFile = async (file: DownloadedFile, fallbackName: string): Promise<void> => {
  const { saveAs } = await import('file-saver');
  saveAs(file.blob, file.filename ?? fallbackName);
};
