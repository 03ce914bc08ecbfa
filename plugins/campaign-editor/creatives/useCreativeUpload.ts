import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotificationContext, useNotify, useTranslate } from 'ra-core';
import type { UploadedCreativeFile, UploadErrorReason } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { useWrite } from '../../../src/data/useWrite';
import { EDITOR_RESOURCE } from '../editorResource';
import { INLINE_MESSAGE_MS } from '../owner/useFlashMessage';
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

/** A refusal's message as a translation key and its values: the toast and the inline line say the same. */
interface Refusal {
  key: string;
  args?: Record<string, string>;
}

const UPLOAD_MESSAGES_KEY = 'campaign-editor.creatives.upload.';
const FAILED: Refusal = { key: `${UPLOAD_MESSAGES_KEY}failed` };
const refusalOf = (problem: UploadProblem): Refusal => ({ key: uploadMessageKey(problem), args: problem.args });

/**
 * A refusal shown twice, as spec 2 says every failure is (§8 an error toast, §2 an inline message that
 * vanishes after 3 s): the toast for wherever the user is looking, the line under the box that was
 * refused to say which one. A new file or a new refusal starts over. The notification bar shows one
 * toast at a time: a new file drops the refusals still waiting there, since only the latest file's
 * counts and a queue of old ones would hold back what comes next (a save's result).
 */
const useRefusal = () => {
  const notify = useNotify();
  const { setNotifications } = useNotificationContext();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const dropWaitingRefusals = useCallback(
    () => setNotifications((waiting) => waiting.filter(({ message }) => !(typeof message === 'string' && message.startsWith(UPLOAD_MESSAGES_KEY)))),
    [setNotifications],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setRefusal(null);
    dropWaitingRefusals();
  }, [dropWaitingRefusals]);
  const show = useCallback(
    (shown: Refusal) => {
      clearTimeout(timer.current);
      setRefusal(shown);
      timer.current = setTimeout(() => setRefusal(null), INLINE_MESSAGE_MS);
      dropWaitingRefusals();
      notify(shown.key, { type: 'error', messageArgs: shown.args });
    },
    [notify, dropWaitingRefusals],
  );
  return { refusal, show, clear };
};

/**
 * One creative upload (spec 2 §7 "Uploads"), shared by every creative tab (banner, responsive, native,
 * video, audio): the file is checked in the browser first and sent only when it passes; the server
 * checks it again and its refusal is shown in the same words (by its reason key), or as the spec's
 * upload failure message for anything else. A failed upload changes nothing in the form.
 */
export const useCreativeUpload = ({ check, problemOf, ...call }: CreativeUploadOptions) => {
  const translate = useTranslate();
  const { refusal, show, clear } = useRefusal();
  // Reading a file's facts can take a moment (an mp3 is decoded): the box shows it is working meanwhile.
  const [checking, setChecking] = useState(false);
  // A refusal is said in the creative's own words (below), not as the server's message.
  const sending = useWrite({
    write: (dataProvider, file: File) => dataProvider.invoke<UploadedCreativeFile>(EDITOR_RESOURCE, 'creativeUpload', { ...call, file }),
    notifyFailure: false,
  });

  /**
   * A refusal whose reason the browser's rule knows is shown in the check's words, translated. Any
   * other failure (a reason the rule has no message for, a server error, no answer at all) shows the
   * spec's own 'There was an error when uploading image/video' (spec 2 §8), in the user's language,
   * never the server's English text or the client's generic fallback.
   */
  const serverRefusal = (error: unknown): Refusal => {
    const reason = isApiError(error) ? error.body.reason : undefined;
    const known = typeof reason === 'string' ? problemOf(reason as UploadErrorReason) : undefined;
    return known ? refusalOf(known) : FAILED;
  };

  const upload = async (file: File): Promise<UploadedCreativeFile | null> => {
    clear();
    setChecking(true);
    const problem = await check(file).finally(() => setChecking(false));
    if (problem) {
      show(refusalOf(problem));
      return null;
    }
    const outcome = await sending.run(file);
    if (outcome.status === 'done') return outcome.answer;
    if (outcome.status === 'failed') show(serverRefusal(outcome.error));
    return null;
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

  return { upload, uploadFirst, busy: checking || sending.pending, refusal: refusal ? translate(refusal.key, refusal.args) : null };
};
