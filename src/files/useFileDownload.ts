import { useNotify } from 'ra-core';
import type { DownloadedFile } from '../api/client';
import type { AppDataProvider } from '../data/dataProvider';
import { useWrite, type Write } from '../data/useWrite';
import { saveFile } from './saveFile';

export interface FileDownload<P> {
  /** The named call that answers the file. */
  download(dataProvider: AppDataProvider, params: P): Promise<DownloadedFile>;
  /** The name to save under when the server sends none. */
  fallbackName(params: P): string;
  /** A message key shown once the file is saved. */
  savedMessage?: string;
}

/**
 * A download button's write (the exports of the campaign list, the reports and traffic): a named
 * call answers the file, the browser saves it, and a failure shows the server's message. It is
 * pending until the file is saved, so a second click asks for nothing.
 */
export const useFileDownload = <P,>({ download, fallbackName, savedMessage }: FileDownload<P>): Write<P, DownloadedFile> => {
  const notify = useNotify();
  return useWrite({
    write: download,
    onSuccess: async (file, params) => {
      await saveFile(file, fallbackName(params));
      if (savedMessage) notify(savedMessage, { type: 'success' });
    },
  });
};
