import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import type { UploadedCreativeFile, UploadErrorReason } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { EDITOR_RESOURCE } from '../editorResource';
import type { CreativeUploadParams } from './creativeCalls';
import { uploadMessageKey, type UploadProblem } from './uploadProblems';

export interface CreativeUploadOptions extends Omit<CreativeUploadParams, 'file'> {
  /** The browser's check of the file's content (null: it may be sent). */
  check: (file: File) => Promise<UploadProblem | null>;
  /**
   * The problem a server refusal's reason key names, in the browser check's words (the same rule, so
   * the same message, translated); undefined for a reason the check does not know.
   */
  problemOf: (reason: UploadErrorReason) => UploadProblem | undefined;
}

/**
 * One creative upload (spec 2 §7 "Uploads"): the file is checked in the browser first and sent only
 * when it passes; the server checks it again and its refusal is shown in the same words (by its reason
 * key), or as the spec's upload failure message for anything else. A failed upload changes nothing in
 * the form. Refusals stay inline under their box until the next file is chosen (spec 2 §2 has inline
 * messages vanish after 3 s and §8 failures as toasts; ours: a message that stays beside its field
 * can be read at any pace and is announced once as an alert, where a toast or a vanishing line is
 * gone before a screen reader user or a slow reader has taken it in, and says nothing of which box
 * failed).
 */
export const useCreativeUpload = ({ check, problemOf, ...call }: CreativeUploadOptions) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => dataProvider.invoke<UploadedCreativeFile>(EDITOR_RESOURCE, 'creativeUpload', { ...call, file }),
  });

  /**
   * A refusal whose reason the browser's rule knows is shown in the check's words, translated. Any
   * other failure (a reason the rule has no message for, a server error, no answer at all) shows the
   * spec's own 'There was an error when uploading image/video' (spec 2 §8), in the user's language,
   * never the server's English text or the client's generic fallback.
   */
  const serverRefusal = (error: unknown): string => {
    const reason = isApiError(error) ? error.body.reason : undefined;
    const known = typeof reason === 'string' ? problemOf(reason as UploadErrorReason) : undefined;
    return known ? translate(uploadMessageKey(known), known.args) : translate('campaign-editor.creatives.upload.failed');
  };

  const upload = async (file: File): Promise<UploadedCreativeFile | null> => {
    setRefusal(null);
    const problem = await check(file);
    if (problem) {
      setRefusal(translate(uploadMessageKey(problem), problem.args));
      return null;
    }
    try {
      return await mutation.mutateAsync(file);
    } catch (error) {
      setRefusal(serverRefusal(error));
      return null;
    }
  };

  /**
   * An UploadBox's onFiles: the first file chosen or dropped is uploaded, and `onStored` gets what the
   * server stored (with the file it came from); a refused file changes nothing.
   */
  const uploadFirst =
    (onStored: (stored: UploadedCreativeFile, file: File) => void) =>
    ([file]: File[]): void => {
      if (!file) return;
      void upload(file).then((stored) => {
        if (stored) onStored(stored, file);
      });
    };

  return { upload, uploadFirst, busy: mutation.isPending, refusal };
};
