import { useCallback, useState } from 'react';
import { useAccountSwitch } from '../../auth/useAccountSwitch';
import { useNotifyFailure } from '../../hooks/useNotifyFailure';

/**
 * Switching from the panel: remembers which row is switching (for its progress state), closes the
 * panel once the new account is loaded, and shows the server's message when the switch fails.
 */
export const usePanelSwitch = (onDone: () => void) => {
  const { switchTo } = useAccountSwitch();
  const notifyFailure = useNotifyFailure();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  const choose = useCallback(
    async (key: string, spaceId: number, to?: string) => {
      setPendingKey(key);
      try {
        await switchTo(spaceId, to);
        onDone();
      } catch (error) {
        notifyFailure(error);
      } finally {
        setPendingKey(null);
      }
    },
    [switchTo, notifyFailure, onDone],
  );

  return { choose, pendingKey };
};
