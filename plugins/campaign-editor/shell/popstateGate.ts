/**
 * Back and Forward reach react-router as `popstate`, and its history handles them in the listener it
 * registers when the app mounts: a listener added later (by the editor, loaded lazily) runs after the
 * router has already left the page. This gate is registered when the plugin manifest is evaluated,
 * before the router mounts, so the editor's leave guard can hide a step from the router. It holds no
 * code of the editor: one listener and one slot.
 */
type PopstateHandler = (event: PopStateEvent) => void;

let current: PopstateHandler | null = null;
let installed = false;

export const installPopstateGate = (): void => {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => current?.(event), true);
};

/** Routes popstate to `handler` first, until the returned function is called. */
export const holdPopstate = (handler: PopstateHandler): (() => void) => {
  current = handler;
  return () => {
    if (current === handler) current = null;
  };
};
