import { useCallback, useState } from 'react';
import { useNotify } from 'ra-core';
import { useAccountSwitch } from '../../auth/useAccountSwitch';

/** The server's type.message, which the API client puts on the error; a translation key otherwise. */
const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'core.errors.somethingWentWrong';

/**
 * Switching from the panel: remembers which row is switching (for its progress state), closes the
 * panel once the new account is loaded, and shows the server's message when the switch fails.
 */
export const usePanelSwitch = (onDone: () => void) => {
  const { switchTo } = useAccountSwitch();
  const notify = useNotify();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  const choose = useCallback(
    async (key: string, spaceId: number, to?: string) => {
      setPendingKey(key);
      try {
        await switchTo(spaceId, to);
        onDone();
      } catch (error) {
        // The server's words are no translation key: the `_` default makes notify show them as they are.
        const message = messageOf(error);
        notify(message, { type: 'error', messageArgs: { _: message } });
      } finally {
        setPendingKey(null);
      }
    },
    [switchTo, notify, onDone],
  );

  return { choose, pendingKey };
};
