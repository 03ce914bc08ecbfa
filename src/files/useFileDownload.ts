import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import type { DownloadedFile } from '../api/client';
import type { AppDataProvider } from '../data/dataProvider';
import { useAppDataProvider } from '../data/useInvokeQuery';
import { saveFile } from './saveFile';
import { useNotifyFailure } from '../hooks/useNotifyFailure';

export interface FileDownload<P> {
  /** The named call that answers the file. */
  download(dataProvider: AppDataProvider, params: P): Promise<DownloadedFile>;
  /** The name to save under when the server sends none. */
  fallbackName(params: P): string;
  /** A message key shown once the file is saved. */
  savedMessage?: string;
}

/**
 * A download button's mutation (the exports of the campaign list, the reports and traffic): a named
 * call answers the file, the browser saves it, and a failure shows the server's message.
 */
export const useFileDownload = <P,>({ download, fallbackName, savedMessage }: FileDownload<P>) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useAppDataProvider();
  return useMutation({
    mutationFn: (params: P) => download(dataProvider, params),
    onSuccess: async (file, params) => {
      await saveFile(file, fallbackName(params));
      if (savedMessage) notify(savedMessage, { type: 'success' });
    },
    onError: (error) => notifyFailure(error),
  });
};
