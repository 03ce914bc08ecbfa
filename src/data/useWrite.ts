import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AppDataProvider } from './dataProvider';
import { useAppDataProvider } from './useInvokeQuery';
import { useNotifyFailure } from '../hooks/useNotifyFailure';

export interface WriteOptions<P, R> {
  /** The call: usually a named dataProvider call (`dataProvider.invoke(resource, name, params)`). */
  write: (dataProvider: AppDataProvider, params: P) => Promise<R>;
  /**
   * Queries read again once the write is done, before `onSuccess` runs (so a dialog closes onto fresh
   * data); each key matches every query it prefixes.
   */
  invalidates?: readonly QueryKey[];
  /** Read them again after a refusal too: a refused change may still mean the copy is stale (a card already deleted). */
  invalidatesOnFailure?: boolean;
  /** Told the answer; the write stays pending until it resolves (a file saved, a page left). */
  onSuccess?: (answer: R, params: P) => unknown;
  /** Told a failure, after the server's message is shown (unless `notifyFailure` is off). */
  onFailure?: (error: unknown, params: P) => unknown;
  /**
   * Off for a caller that shows the failure in place (a form's field errors, a dialog's own alert);
   * otherwise the server's `type.message` goes to the notification bar.
   */
  notifyFailure?: boolean;
}

/** What `run` came to: the answer, the failure, or `busy` when a send was already pending (nothing sent). */
export type WriteOutcome<R> = { status: 'done'; answer: R } | { status: 'failed'; error: unknown } | { status: 'busy' };

export interface Write<P, R> {
  /** A send is in flight (with its `onSuccess`): for LoadingButton's `loading`. */
  pending: boolean;
  /** Sends, unless a send is pending; never throws (a failure is in the outcome and shown as asked). */
  run: (params: P) => Promise<WriteOutcome<R>>;
}

/**
 * The one write hook: every change the app sends goes through it (react-admin's
 * useUpdate/useCreate/useDelete aside, for plain resource records). Built on react-query's
 * useMutation; a ref, not the pending state, refuses the second send, so two clicks in one render send once.
 */
export const useWrite = <P = void, R = unknown>({
  write,
  invalidates = [],
  invalidatesOnFailure = false,
  onSuccess,
  onFailure,
  notifyFailure = true,
}: WriteOptions<P, R>): Write<P, R> => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const showFailure = useNotifyFailure();
  const sending = useRef(false);
  const invalidate = () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const mutation = useMutation({
    mutationFn: (params: P) => write(dataProvider, params),
    onSuccess: async (answer, params) => {
      await invalidate();
      await onSuccess?.(answer, params);
    },
    onError: async (error, params) => {
      if (notifyFailure) showFailure(error);
      if (invalidatesOnFailure) await invalidate();
      await onFailure?.(error, params);
    },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (params: P): Promise<WriteOutcome<R>> => {
      if (sending.current) return { status: 'busy' };
      sending.current = true;
      try {
        return { status: 'done', answer: await mutateAsync(params) };
      } catch (error) {
        return { status: 'failed', error };
      } finally {
        sending.current = false;
      }
    },
    [mutateAsync],
  );
  return { pending: mutation.isPending, run };
};
