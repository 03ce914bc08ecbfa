import { useCallback } from 'react';
import { useNotify } from 'ra-core';
import { errorText } from '../api/errorText';

/**
 * Shows a failed call's message in the notification bar: the server's `type.message`, as the server
 * wrote it, else the fallback translation key. react-admin translates every notification; the
 * server's words are no key, so the `_` default makes it show them unchanged (without it the
 * translator also warns of a missing key on every failure).
 */
export const useNotifyFailure = () => {
  const notify = useNotify();
  return useCallback(
    (error: unknown, fallback = 'core.errors.somethingWentWrong') => {
      const message = errorText(error, fallback);
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
};
