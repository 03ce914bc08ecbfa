import type { Permission, Space, User } from '../api/contract';
import { STORAGE_KEYS, readTokens } from './tokenStore';

/**
 * The signed-in session: who the user is, their own space, the permissions and, for an administrator
 * acting as another account, the selected space (kept in sessionStorage: "for the session").
 * `end()` clears every trace once per session, however many failing calls ask for it.
 */
const USER_KEY = 'DSP_USER';
const OWN_SPACE_KEY = 'DSP_SPACE_ID';
const SELECTED_SPACE_KEY = 'DSP_SELECTED_SPACE';
/**
 * The permissions are kept with the session so a reload renders at once instead of waiting for
 * GET /v1/user/permissions; they are no secret, and the server checks every call anyway.
 */
const PERMISSIONS_KEY = 'DSP_PERMISSIONS';
const TOKEN_KEYS: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));
const SESSION_LOCAL_KEYS = [...Object.values(STORAGE_KEYS), USER_KEY, OWN_SPACE_KEY, PERMISSIONS_KEY];

type Listener = () => void;

const parseJson = <T>(raw: string | null): T | null => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

const readJson = <T>(storage: Storage, key: string): T | null => parseJson<T>(storage.getItem(key));

/** The permissions parsed from their stored text, parsed again only when another tab changed it. */
let permissions: { raw: string; list: Permission[] | null } | null = null;
/**
 * Whether this tab has seen the stored session end. A session starts again when tokens are stored
 * again: by this tab's sign-in (start) or by another tab's (followOtherTabs).
 */
let ended = false;
const endListeners = new Set<Listener>();
const spaceListeners = new Set<Listener>();

export const session = {
  start(ownSpaceId: number): void {
    ended = false;
    permissions = null;
    sessionStorage.removeItem(SELECTED_SPACE_KEY);
    localStorage.setItem(OWN_SPACE_KEY, String(ownSpaceId));
  },

  user(): User | null {
    return readJson<User>(localStorage, USER_KEY);
  },
  setUser(user: User): void {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },

  permissions(): Permission[] | null {
    // Read through the stored text: another tab may have signed in as someone else since.
    const raw = localStorage.getItem(PERMISSIONS_KEY);
    if (raw === null) return null;
    if (permissions?.raw !== raw) permissions = { raw, list: parseJson<Permission[]>(raw) };
    return permissions.list;
  },
  /**
   * The permissions kept with a live session (tokens stored), or null: what the first render and the
   * boot's prefetch may rely on without asking the server.
   */
  signedInPermissions(): Permission[] | null {
    return readTokens() ? session.permissions() : null;
  },
  setPermissions(list: Permission[]): void {
    const raw = JSON.stringify(list);
    permissions = { raw, list };
    localStorage.setItem(PERMISSIONS_KEY, raw);
  },

  ownSpaceId(): number | null {
    const id = Number(localStorage.getItem(OWN_SPACE_KEY));
    return Number.isFinite(id) && id > 0 ? id : null;
  },
  /** The space the admin switched into, or null while acting as their own account. */
  selectedSpace(): Space | null {
    return readJson<Space>(sessionStorage, SELECTED_SPACE_KEY);
  },
  setSelectedSpace(space: Space | null): void {
    if (space && space.id !== session.ownSpaceId()) sessionStorage.setItem(SELECTED_SPACE_KEY, JSON.stringify(space));
    else sessionStorage.removeItem(SELECTED_SPACE_KEY);
    spaceListeners.forEach((listener) => listener());
  },
  /** Told whenever the selected space changes (an account switch), for views that show it. */
  onSpaceChange(listener: Listener): () => void {
    spaceListeners.add(listener);
    return () => spaceListeners.delete(listener);
  },
  /** The space every space-scoped call acts on. */
  currentSpaceId(): number | null {
    return session.selectedSpace()?.id ?? session.ownSpaceId();
  },

  /**
   * Clears tokens, user, space and permissions. When the session ends underneath the user (a 401, a
   * failed refresh) listeners hear it once, however many calls fail; a logout the user asked for
   * (`{ notify: false }`) is already on its way to the login page and tells no one.
   */
  end({ notify = true }: { notify?: boolean } = {}): void {
    SESSION_LOCAL_KEYS.forEach((key) => localStorage.removeItem(key));
    sessionStorage.clear();
    permissions = null;
    if (ended) return;
    ended = true;
    if (notify) endListeners.forEach((listener) => listener());
  },
  onEnd(listener: Listener): () => void {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
  },

  /**
   * Keeps this tab in step with the others, which share the tokens in localStorage: when another tab
   * signs out (or its refresh fails) the session ends here too and listeners hear it, so a signed-in
   * page goes to the login page at once; when another tab signs in, this tab's ended session is
   * over and the next end is announced again. Returns the unsubscribe.
   */
  followOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.storageArea !== localStorage || (event.key !== null && !TOKEN_KEYS.has(event.key))) return;
      if (readTokens()) {
        ended = false;
        return;
      }
      // The other tab has already cleared the shared keys; only this tab's own (the selected space) remain.
      sessionStorage.clear();
      if (ended) return;
      ended = true;
      endListeners.forEach((listener) => listener());
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  },
};
