import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import enCore from '../../locales/en/core.json';
import ruCore from '../../locales/ru/core.json';
import enMenu from '../../locales/en/menu.json';
import ruMenu from '../../locales/ru/menu.json';
import enProfile from '../../locales/en/profile.json';
import ruProfile from '../../locales/ru/profile.json';
import enSettings from '../../locales/en/settings.json';
import ruSettings from '../../locales/ru/settings.json';
import enShell from '../../locales/en/shell.json';
import ruShell from '../../locales/ru/shell.json';
import { ERROR_CATALOGUE, OAUTH_TOKEN_PATH, PROFILE_PATHS, type TokenData, type User } from '../../src/api/contract';
import type { Credentials } from './auth';
import type { BrowserHandle } from './browser';
import { serverAnswered } from './browser';
import { mockAdmin, v1 } from './mockAdmin';
import { generatedOwner } from './owners';

/**
 * What the profile and settings e2e files share: each language's words, read from the locale files the
 * app loads (so a changed message fails here, not silently), the requests a page writes, a save sent
 * while the mock fails, and the flows of the two sections both pages show (personal and legal info).
 */

export type Lang = 'en' | 'ru';
export const LANGS = ['en', 'ru'] as const satisfies readonly Lang[];

/** The app's messages of one language, by namespace (react-admin's own under `ra`). */
export const WORDS = {
  en: { ra: englishMessages.ra, core: enCore.core, menu: enMenu, profile: enProfile.profile, settings: enSettings.settings, shell: enShell.shell },
  ru: { ra: russianMessages.ra, core: ruCore.core, menu: ruMenu, profile: ruProfile.profile, settings: ruSettings.settings, shell: ruShell.shell },
} satisfies Record<Lang, unknown>;

/** The other interface language, and each language's name as the language lists show it. */
export const OTHER: Record<Lang, Lang> = { en: 'ru', ru: 'en' };
export const LANGUAGE_NAME: Record<Lang, string> = { en: WORDS.en.core.language.en, ru: WORDS.en.core.language.ru };

/** A message with its %{name} placeholders filled, as the app's translator does. */
export const fill = (message: string, args: Record<string, string | number>): string =>
  message.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));

/** The token call with a password, as the sign-in form makes it: code 0 when the password is right. */
export const tokenFor = ({ email, password }: Credentials) =>
  v1(OAUTH_TOKEN_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString() });

/** language_key of each interface language (spec 1 §3). */
export const LANGUAGE_KEY = { en: 1, ru: 2 } as const satisfies Record<Lang, number>;

/**
 * A generated account's owner whose saved language is `lang` (set with their own token, as the
 * profile's language form does), so loginAs lands in it as a sign-in would.
 */
export const generatedOwnerIn = async (userId: number, lang: Lang): Promise<{ user: User; credentials: Credentials }> => {
  const owner = await generatedOwner(userId);
  const token = (await tokenFor(owner.credentials)).body.data as TokenData;
  const saved = await v1(PROFILE_PATHS.language, { method: 'PUT', token: token.access_token, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ language_key: LANGUAGE_KEY[lang] }) });
  expect(saved.body.type.code).toBe(0);
  return { ...owner, user: saved.body.data as User };
};

/** The mock's fault switch answers "Backend exception" (code 1, HTTP 500): shown as the server wrote it, in either language. */
export const FAULT_MESSAGE = ERROR_CATALOGUE[1];
const FAULT = serverAnswered(500);

/** The writes (anything but GET) the page sends to `path` from now on. */
export const writesTo = (page: Page, path: string): Request[] => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
};

export const section = (page: Page, testId: string): Locator => page.getByTestId(testId);

/** The top bar's language switch (device only: it saves nothing on the server). */
export const switchLanguage = async (page: Page, from: Lang, to: Lang) => {
  await page.getByRole('combobox', { name: WORDS[from].core.language.label }).first().selectOption({ label: LANGUAGE_NAME[to] });
  await page.getByRole('combobox', { name: WORDS[to].core.language.label }).first().waitFor();
};

/**
 * Waits for a message in the notification bar, then dismisses it (Escape, as a user may). react-admin
 * shows one message at a time and a click does not always close the current one, so on a page that
 * carries several forms the next message would wait behind this one for its 3 s.
 */
export const readMessage = async (page: Page, text: string) => {
  const message = page.getByRole('alert').filter({ hasText: text });
  await message.waitFor();
  await page.keyboard.press('Escape');
  await message.waitFor({ state: 'detached' });
};

/**
 * Submits a section with the mock failing every /v1 call, and waits until the write to `path` is
 * refused and the server's message shows; the switch is off again whatever happens. Waiting on the
 * refused write itself (not only on the message) keeps a message left from an earlier failure on a
 * reused page from passing for this one.
 */
export const failedSave = async (browser: BrowserHandle, page: Page, path: string, submit: () => Promise<void>) => {
  browser.allowConsole(FAULT);
  await mockAdmin.settings({ failRate: 1 });
  try {
    const refused = page.waitForResponse((response) => response.request().method() !== 'GET' && new URL(response.url()).pathname === path);
    await submit();
    expect((await refused).status()).toBe(500);
    await readMessage(page, FAULT_MESSAGE);
  } finally {
    await mockAdmin.settings({ failRate: 0 });
  }
};

/**
 * Personal info (spec 3 §5, on the profile and the settings page): an emptied first name shows the
 * required message and sends nothing; a failed save keeps every typed value; a valid save sends them.
 * `typed` is what the test types (distinct per language, so each run sends its own).
 */
export const checkPersonalInfo = async (browser: BrowserHandle, page: Page, lang: Lang, user: User, typed: { firstName: string; phone: string }) => {
  const t = WORDS[lang];
  const personal = section(page, 'personal-info');
  const first = personal.getByRole('textbox', { name: t.core.account.personal.firstName });
  const phone = personal.getByRole('textbox', { name: t.core.account.personal.phone });
  const save = personal.getByRole('button', { name: t.ra.action.save });
  await expect.poll(() => first.inputValue()).toBe(user.first_name);
  expect(await personal.getByRole('textbox', { name: t.core.account.personal.email }).inputValue()).toBe(user.email);
  expect(await save.isDisabled()).toBe(true);
  const sent = writesTo(page, PROFILE_PATHS.personal);

  await first.fill('');
  await personal.getByText(t.core.validation.required).waitFor();
  expect(await save.isDisabled()).toBe(true);
  expect(sent).toHaveLength(0);

  await first.fill(typed.firstName);
  await phone.fill(typed.phone);
  await failedSave(browser, page, PROFILE_PATHS.personal, () => save.click());
  expect(await first.inputValue()).toBe(typed.firstName);
  expect(await phone.inputValue()).toBe(typed.phone);
  expect(await save.isEnabled()).toBe(true);

  await save.click();
  await readMessage(page, t.core.account.personal.saved);
  await expect.poll(() => save.isDisabled()).toBe(true);
  expect(sent.at(-1)?.postDataJSON()).toEqual({ id: user.id, first_name: typed.firstName, last_name: user.last_name, phone: typed.phone });
};

/**
 * Legal info (spec 3 §5, on the profile and the settings page): company required (typed in and
 * emptied shows the message, sends nothing), TIN optional; a failed save keeps both; a valid one sends them.
 */
export const checkLegalInfo = async (browser: BrowserHandle, page: Page, lang: Lang, typed: { company: string; tin: string }) => {
  const t = WORDS[lang];
  const legal = section(page, 'legal-info');
  const company = legal.getByRole('textbox', { name: t.core.account.legal.companyName });
  const tin = legal.getByRole('textbox', { name: t.core.account.legal.tin });
  const save = legal.getByRole('button', { name: t.ra.action.save });
  const sent = writesTo(page, PROFILE_PATHS.legal);

  // Typed in and emptied: an account may have no company yet, and an untouched field shows no message.
  await company.fill(typed.company);
  await company.fill('');
  await legal.getByText(t.core.validation.required).waitFor();
  expect(await save.isDisabled()).toBe(true);
  expect(sent).toHaveLength(0);

  await company.fill(typed.company);
  await tin.fill(typed.tin);
  await failedSave(browser, page, PROFILE_PATHS.legal, () => save.click());
  expect(await company.inputValue()).toBe(typed.company);
  expect(await tin.inputValue()).toBe(typed.tin);
  expect(await save.isEnabled()).toBe(true);

  await save.click();
  await readMessage(page, t.core.account.legal.saved);
  await expect.poll(() => save.isDisabled()).toBe(true);
  expect(sent.at(-1)?.postDataJSON()).toEqual(expect.objectContaining({ company_name: typed.company, tin_number: typed.tin }));
};
