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
const SESSION_LOCAL_KEYS = [...Object.values(STORAGE_KEYS), USER_KEY, OWN_SPACE_KEY, PERMISSIONS_KEY];

type Listener = () => void;

const readJson = <T>(storage: Storage, key: string): T | null => {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

let permissions: Permission[] | null = null;
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
    permissions ??= readJson<Permission[]>(localStorage, PERMISSIONS_KEY);
    return permissions;
  },
  /**
   * The permissions kept with a live session (tokens stored), or null: what the first render and the
   * boot's prefetch may rely on without asking the server.
   */
  signedInPermissions(): Permission[] | null {
    return readTokens() ? session.permissions() : null;
  },
  setPermissions(list: Permission[]): void {
    permissions = list;
    localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(list));
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
};
