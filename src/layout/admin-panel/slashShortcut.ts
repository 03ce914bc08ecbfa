import { useEffect } from 'react';

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Whether a key press lands where the user is typing: form fields and editable content keep their "/"
 * (a path, a fraction, a date). `closest` rather than `isContentEditable`, which jsdom lacks and which
 * an editable ancestor's descendants inherit anyway.
 */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof Element)) return false;
  if (TYPING_TAGS.has(target.tagName)) return true;
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
};

/** The spec's "/" shortcut (spec 1 §2): a plain "/" outside any field, no modifier held. */
export const isSlashShortcut = (event: KeyboardEvent): boolean =>
  event.key === '/' &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !event.isComposing &&
  !event.defaultPrevented &&
  !isTypingTarget(event.target);

/** Calls `onSlash` for the shortcut while `enabled`; the "/" itself is swallowed so no field receives it. */
export const useSlashShortcut = (enabled: boolean, onSlash: () => void): void => {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSlashShortcut(event)) return;
      event.preventDefault();
      onSlash();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, onSlash]);
};
