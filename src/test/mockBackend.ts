import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { MockConfig } from '../../mock-server/config';
import { startTestServer, type CallOptions, type CallResult, type TestServer } from '../../mock-server/test-support';
import type { MockServer } from '../../mock-server/app';
import { createSettings } from '../../mock-server/settings';
import { MOCK_ADMIN_PATHS, type MockSettings } from '../../mock-server/mock-admin-api';
import { PERSONAS, type PersonaName } from '../../mock-server/personas';
import { OAUTH_TOKEN_PATH, type ApiStatus, type Permission, type TokenData, type User } from '../api/contract';
import { apiClient } from '../api';
import { CORE_ACCESS } from '../auth/accessTable';
import { createAuthProvider } from '../auth/authProvider';
import { session } from '../auth/session';
import { readTokens, writeTokens, type StoredTokens } from '../auth/tokenStore';
import { createAppDataProvider } from '../data/appDataProvider';
import type { AppDataProvider } from '../data/dataProvider';
import type { DspPlugin } from '../plugins/contract';
import { outsideAct } from './outsideAct';
import { pageFetch } from './pageFetch';

/** The part of jsdom's JSDOM instance the kit needs (vitest's jsdom environment sets `globalThis.jsdom`). */
interface PageDom {
  reconfigure(settings: { url?: string }): void;
}

/** A persona's session as the app's own login left it: what `signIn` puts back before each test. */
export interface SignedInSession {
  tokens: StoredTokens;
  spaceId: number;
  user: User;
  permissions: Permission[];
}

export interface MockBackend {
  /** The mock's address, which is also the page's origin while the file runs. */
  readonly base: string;
  /** The running mock: its store (`mock.store.state()`) is what the app's answers come from. */
  readonly mock: MockServer;
  /**
   * Signs a persona in through the app's own login (POST /v1/oauth/token, the user, the permissions,
   * stored by the app's session and token store), once per file; later calls put the same session back
   * (each test starts with an empty localStorage). The app's client then sends the real bearer token.
   */
  signIn(persona?: PersonaName): Promise<SignedInSession>;
  /** One /v1 call as a persona, outside the app: to read what the mock holds, or to change it first. */
  call<T = unknown>(path: string, options?: CallOptions & { as?: PersonaName }): Promise<CallResult<T>>;
  /** A persona's access token (signed in once per file), e.g. for `call`'s `token`. */
  token(persona?: PersonaName): Promise<string>;
  /**
   * Changes the mock's latency, fault rate, token lifetime… (/__mock/settings), in a test or a
   * beforeEach; undone once the test is over and its page unmounted.
   */
  settings(patch: Partial<MockSettings>): Promise<void>;
  /** Restores the mock's seed and settings (/__mock/reset): for tests that must not see earlier writes. */
  reset(): Promise<void>;
  /** The app's dataProvider (the core's resources and these plugins') on the app's /v1 client. */
  dataProvider(plugins?: readonly DspPlugin[]): AppDataProvider;
}

const pageDom = (): PageDom => {
  const dom = (globalThis as { jsdom?: PageDom }).jsdom;
  if (!dom) throw new Error('mockBackend needs the jsdom environment (the unit project)');
  return dom;
};

/**
 * One call to the mock from the test itself, as mock-server/test-support's `call` makes it, but on the
 * page's fetch as setup.ts installed it: whatever a test puts in the global fetch's place (a recorder,
 * a stub) sees only the page's own requests. The page, if one is rendered, lives on meanwhile
 * (outsideAct.ts).
 */
const direct = <T>(base: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> => outsideAct(() => send<T>(base, path, options));

const send = async <T>(base: string, path: string, options: CallOptions): Promise<CallResult<T>> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (options.json !== undefined) [body, headers['Content-Type']] = [JSON.stringify(options.json), 'application/json'];
  if (options.form) [body, headers['Content-Type']] = [new URLSearchParams(options.form).toString(), 'application/x-www-form-urlencoded'];
  if (options.text !== undefined) [body, headers['Content-Type']] = [options.text, 'text/plain'];
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await pageFetch(`${base}${path}`, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const payload = (await response.json()) as { type?: ApiStatus; data?: unknown };
  if (!payload.type) throw new Error(`${path}: answer without envelope`);
  return { status: response.status, type: payload.type, data: payload.data as T };
};

const adminCall = async (base: string, path: string, json?: unknown): Promise<void> => {
  const answer = await direct(base, path, json === undefined ? { method: 'POST' } : { json });
  if (answer.type.code !== 0) throw new Error(`${path}: ${answer.type.message}`);
};

const tokenOf = async (base: string, persona: PersonaName): Promise<string> => {
  const { email, password } = PERSONAS[persona];
  const answer = await direct<TokenData>(base, OAUTH_TOKEN_PATH, { form: { grant_type: 'password', username: email, password } });
  if (answer.type.code !== 0) throw new Error(`login ${email} failed: ${answer.type.message}`);
  return answer.data.access_token;
};

const putBack = (signedIn: SignedInSession): void => {
  session.end({ notify: false });
  writeTokens(signedIn.tokens);
  session.start(signedIn.spaceId);
  session.setUser(signedIn.user);
  session.setPermissions(signedIn.permissions);
};

const capture = (): SignedInSession => {
  const tokens = readTokens();
  const spaceId = session.ownSpaceId();
  const user = session.user();
  const permissions = session.permissions();
  if (!tokens || spaceId === null || !user || !permissions) throw new Error('mockBackend: the login left no session');
  return { tokens, spaceId, user, permissions };
};

/**
 * One real mock backend for a test file (ARCHITECTURE.md: a unit test that needs data goes through the
 * real client and dataProvider to the in-process mock). Call it at the top of the file: it starts the
 * mock with its own temporary db before the file's tests, points the page's address at it (so the
 * app's relative `/v1` reaches it, see pageFetch.ts) and stops it after them. The mock's state is the
 * file's: a test sees the writes of the tests before it unless it calls `reset()`.
 *
 *     const backend = mockBackend();
 *     it('lists the campaigns the mock holds', async () => {
 *       await backend.signIn('advertiser');           // the app's session, with a real token
 *       render(<TestAdminContext authProvider={authProvider} dataProvider={backend.dataProvider(PLUGINS)}>…);
 *       const { data } = await backend.call<CampaignList>('/v1/campaign/list/v2', { json: {…} });
 *       …                                            // assert the rows against `data`, not constants
 *     });
 *
 * Faults come from the mock's own switches (`settings({ failRate: 1 })`, `latencyMs`, `tokenTtl`),
 * which are undone after each test; a hand-made answer is only for what the mock cannot produce.
 */
export const mockBackend = (options: Partial<MockConfig> = {}): MockBackend => {
  let server: TestServer | undefined;
  let pageUrl: string | undefined;
  let settingsChanged = false;
  const restoreSettings = async () => {
    if (!settingsChanged || !server) return;
    settingsChanged = false;
    // Every setting back to its start value (the config's, or the mock's own default).
    await adminCall(server.base, MOCK_ADMIN_PATHS.settings, createSettings(server.mock.config));
  };
  const sessions = new Map<PersonaName, SignedInSession>();
  const tokens = new Map<PersonaName, Promise<string>>();

  beforeAll(async () => {
    server = await startTestServer(options);
    pageUrl = location.href;
    pageDom().reconfigure({ url: `${server.base}/` });
  });
  afterAll(async () => {
    if (pageUrl) pageDom().reconfigure({ url: pageUrl });
    await server?.close();
  });

  const started = (): TestServer => {
    if (!server) throw new Error('mockBackend: use it inside a test or hook, once beforeAll has run');
    return server;
  };
  const token = (persona: PersonaName = 'advertiser'): Promise<string> => {
    let pending = tokens.get(persona);
    if (!pending) {
      pending = tokenOf(started().base, persona);
      tokens.set(persona, pending);
    }
    return pending;
  };

  return {
    get base() {
      return started().base;
    },
    get mock() {
      return started().mock;
    },
    async signIn(persona = 'advertiser') {
      started();
      const known = sessions.get(persona);
      if (known) {
        putBack(known);
        return known;
      }
      session.end({ notify: false });
      const { email, password } = PERSONAS[persona];
      await outsideAct(() => createAuthProvider(apiClient, CORE_ACCESS).login({ username: email, password }));
      const signedIn = capture();
      sessions.set(persona, signedIn);
      return signedIn;
    },
    async call<T>(path: string, { as = 'advertiser', ...callOptions }: CallOptions & { as?: PersonaName } = {}) {
      return direct<T>(started().base, path, { token: await token(as), ...callOptions });
    },
    token,
    async settings(patch) {
      const { base } = started();
      if (!settingsChanged) {
        settingsChanged = true;
        // Undone once the test's clean-up has unmounted its page (after every afterEach): a page still
        // there would go on asking the changed mock (its poll, its retry) and updating while the undo
        // travels, outside the test and outside act().
        onTestFinished(restoreSettings);
      }
      await adminCall(base, MOCK_ADMIN_PATHS.settings, patch);
    },
    async reset() {
      await adminCall(started().base, MOCK_ADMIN_PATHS.reset);
    },
    dataProvider: (plugins = []) => createAppDataProvider(plugins),
  };
};
