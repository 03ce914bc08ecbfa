import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CAMPAIGN_STATUS } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { firstOwnCampaign, newAudioDraft, ownCampaigns, searchedCampaigns } from './support/campaigns';
import { mockAdmin } from './support/mockAdmin';
import { waitForRoute } from './support/routeHeadings';
import { appRoutes, urlOf } from './support/routes';
import { settle, settleRequests } from './support/settle';

/**
 * axe-core on every route the admin persona can reach, in both languages, with zero serious or
 * critical violations. The routes come from the plugin manifests (support/routes.ts), so a new plugin
 * route is covered as soon as it is declared.
 */
const ROUTES = appRoutes();

/** The page's serious and critical violations, described with the URL and language for the report. */
const audit = async (page: Page, url: string, language: 'en' | 'ru'): Promise<string[]> => {
  await settle(page);
  return auditSettled(page, url, language);
};

/** As audit, for a page whose content the caller has already waited for (a modal hides the heading). */
const auditSettled = async (page: Page, url: string, language: 'en' | 'ru'): Promise<string[]> => {
  await settleRequests(page);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  const violations = await seriousViolations(page);
  return violations.length ? [`${url} in ${language}:\n${describeViolations(violations)}`] : [];
};

type Language = 'en' | 'ru';

/** The language switch every shell and sign-in page shows, by its label in each language, and its choices. */
const SWITCH = { en: { label: 'Language', choice: 'English' }, ru: { label: 'Язык', choice: 'Русский' } } satisfies Record<Language, { label: string; choice: string }>;

/** Switches the language the way a user does: the language switch every shell and sign-in page shows. */
const switchLanguage = async (page: Page, from: Language, to: Language) => {
  await page.getByRole('combobox', { name: SWITCH[from].label }).first().selectOption({ label: SWITCH[to].choice });
  // The switch's own label is translated once the new messages have been applied.
  await page.getByRole('combobox', { name: SWITCH[to].label }).first().waitFor();
};
const switchToRussian = (page: Page) => switchLanguage(page, 'en', 'ru');

describe('accessibility of every route the admin can reach', () => {
  const browser = useBrowser();

  it('covers every route of the plugin manifests', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  /**
   * The administrator's routes are visited in one session, signed in once: each visit is a document of
   * its own, so the page brings nothing to the next but its storage, the language included. A route
   * is audited in the language the last one ended in, then in the other.
   */
  let adminSession: Promise<Page> | undefined;
  const signedIn = (): Promise<Page> =>
    (adminSession ??= (async () => {
      const page = await browser.keptPage();
      await loginAs(page, 'admin');
      return page;
    })().catch((error: unknown) => {
      adminSession = undefined; // a failed sign-in fails its test; the next test tries again
      throw error;
    }));

  const auditRoute = async ({ path, anonymous }: { path: string; anonymous: boolean }) => {
    const url = urlOf(path);
    // Signed out, a page of its own: a visit may leave a session behind, as confirming a sign-up does.
    const page = anonymous ? await browser.newPage() : await signedIn();
    await page.goto(url);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    const shown: Language = (await page.locator('html').getAttribute('lang')) === 'ru' ? 'ru' : 'en';
    const other: Language = shown === 'en' ? 'ru' : 'en';
    const found: string[] = [];
    // Both languages before asserting, so one run reports everything a route has to fix.
    for (const language of [shown, other]) {
      if (language !== shown) await switchLanguage(page, shown, language);
      // The route's own page, not an error or a refusal in its place (its heading is known in English).
      if (language === 'en') await waitForRoute(page, path);
      found.push(...(await audit(page, url, language)));
    }
    expect(found, found.join('\n')).toEqual([]);
  };
  const TITLE = '$path has no serious or critical violations in English and Russian';
  it.each(ROUTES)(TITLE, auditRoute);
});

/** A text in each language, as the user reads it. */
type Both = Record<Language, string>;

const TABS = {
  basicInfo: { en: 'Basic info', ru: 'Основное' },
  targeting: { en: 'Targeting', ru: 'Таргетинг' },
  frequency: { en: 'Frequency', ru: 'Частота' },
  placement: { en: 'Placement', ru: 'Размещение' },
  geography: { en: 'Geography', ru: 'География' },
  bannerAds: { en: 'Banner ads', ru: 'Баннеры' },
  attribution: { en: 'Attribution', ru: 'Атрибуция' },
  ownerAdvancedBidding: { en: 'Owner advanced bidding', ru: 'Расширенные ставки владельца' },
  changeLog: { en: 'Change log', ru: 'Журнал изменений' },
} satisfies Record<string, Both>;

/** The active tab's section (the editor labels its main area with the tab's name). */
const section = (page: Page, tab: Both, language: Language): Locator => page.getByRole('region', { name: tab[language], exact: true });
const firstInput = (page: Page, tab: Both, language: Language): Locator => section(page, tab, language).getByRole('textbox').first();
const changeRows = (page: Page, language: Language): Locator =>
  page.getByRole('table', { name: { en: 'Campaign changes', ru: 'Изменения кампании' }[language] }).locator('tbody tr');
const logInfo = (page: Page, language: Language): Locator =>
  page.getByRole('dialog', { name: language === 'en' ? /^Log Info \(/ : /^Сведения о записи \(/ });

/**
 * Audits one editor state in English, then switches the language and audits it again in Russian.
 * `show` brings the state about (and waits for it) in the given language; `leave` undoes what would
 * keep the language switch out of reach (an open dialog makes the rest of the page inert).
 */
const auditEditorState = async (
  page: Page,
  what: string,
  show: (language: Language) => Promise<void>,
  leave?: () => Promise<void>,
) => {
  await show('en');
  const english = await auditSettled(page, what, 'en');
  await leave?.();
  await switchToRussian(page);
  // `show` waits for the state by its Russian text: the editor's own messages load with its plugin.
  await show('ru');
  const found = [...english, ...(await auditSettled(page, what, 'ru'))];
  expect(found, found.join('\n')).toEqual([]);
};

/**
 * Every campaign editor tab, the create route, the moderation panel, the publish checklist and the Log
 * Info dialog, as the administrator (who sees every tab), and the notice an account that may change
 * nothing gets instead of the editor, in both languages. The campaigns are picked from what the mock
 * holds now: other suites publish and moderate seeded ones.
 */
describe('accessibility of the campaign editor', () => {
  const browser = useBrowser();

  const openAsAdmin = async (path: string): Promise<Page> => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'admin', path);
    return page;
  };
  const openDraft = async (tab: keyof typeof TABS): Promise<{ page: Page; url: string }> => {
    const draft = await firstOwnCampaign('advertiser', [CAMPAIGN_STATUS.draft]);
    const url = `/campaign/edit/${draft.id}?tab=${tab}`;
    return { page: await openAsAdmin(url), url };
  };

  // A stored campaign's basic info locks its country (and, outside draft and rejected, its name):
  // the hints under the locked inputs must stay readable (they once took MUI's disabled grey, 2.67:1).
  it('basic info of a stored campaign', async () => {
    const { page, url } = await openDraft('basicInfo');
    await auditEditorState(page, url, (language) => firstInput(page, TABS.basicInfo, language).waitFor());
  });

  it('targeting, manual, with the audience estimate under it', async () => {
    const { page, url } = await openDraft('targeting');
    await auditEditorState(page, url, async (language) => {
      const targeting = section(page, TABS.targeting, language);
      // Chosen in English; the language switch keeps what the form holds.
      if (language === 'en') await targeting.getByRole('radio', { name: /^Manual targeting/ }).click();
      await targeting.getByRole('searchbox').waitFor();
      await targeting.getByRole('meter').waitFor();
    });
  });

  it('frequency, under advanced, with its schedule grid', async () => {
    const { page, url } = await openDraft('frequency');
    await auditEditorState(page, url, (language) => section(page, TABS.frequency, language).getByRole('grid').waitFor());
  });

  it('placement, under advanced, with placements found', async () => {
    const { page, url } = await openDraft('placement');
    await auditEditorState(page, url, async (language) => {
      const placement = section(page, TABS.placement, language);
      // The search box is not a form field: the language switch (which re-creates the page) empties it.
      await placement.getByRole('searchbox').fill('a');
      await placement.getByRole('list', { name: { en: 'Placements found', ru: 'Найденные площадки' }[language] }).getByRole('listitem').first().waitFor();
    });
  });

  it('banner ads, under visuals, with every slot and a refusal shown', async () => {
    const { page, url } = await openDraft('bannerAds');
    await auditEditorState(page, url, async (language) => {
      const banners = section(page, TABS.bannerAds, language);
      await banners.getByRole('region', { name: { en: '300x250 banner', ru: 'Баннер 300x250' }[language] }).waitFor();
      // A refused file's message under its box (the check runs in the browser; nothing is sent).
      await banners
        .getByLabel({ en: '970x90 banner file', ru: 'Файл баннера 970x90' }[language])
        .setInputFiles({ name: 'wrong.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      await banners.getByRole('alert').first().waitFor();
    });
  });

  it('geography, under advanced, with its cities and their option', async () => {
    const { page, url } = await openDraft('geography');
    await auditEditorState(page, url, (language) =>
      section(page, TABS.geography, language).getByRole('group', { name: { en: 'The chosen cities', ru: 'Выбранные города' }[language] }).waitFor(),
    );
  });

  it('voice targeting of an audio campaign, on the audio white-label, with its spot estimate', async () => {
    await mockAdmin.settings({ whitelabel: 'ng' });
    try {
      const draft = await newAudioDraft('advertiser', `Voice a11y ${Date.now()}`);
      const url = `/campaign/edit/${draft.id}?tab=targeting`;
      const page = await openAsAdmin(url);
      await auditEditorState(page, url, async (language) => {
        const voice = section(page, TABS.targeting, language);
        await voice.getByRole('group', { name: { en: 'Regions', ru: 'Регионы' }[language] }).waitFor();
        await voice.getByRole('region', { name: { en: 'Rewarded spot estimate', ru: 'Оценка вознаграждаемых показов' }[language] }).waitFor();
      });
    } finally {
      await mockAdmin.settings({ whitelabel: 'dsp' });
    }
  });

  it('attribution, under advanced, with a pair added', async () => {
    const { page, url } = await openDraft('attribution');
    await auditEditorState(page, url, async (language) => {
      const attribution = section(page, TABS.attribution, language);
      // Added in English; the language switch keeps what the form holds.
      if (language === 'en') await attribution.getByRole('button', { name: 'Add', exact: true }).click();
      // The pair's two inputs and the tags template.
      await expect.poll(() => attribution.getByRole('textbox').count()).toBe(3);
    });
  });

  it('owner advanced bidding', async () => {
    const { page, url } = await openDraft('ownerAdvancedBidding');
    await auditEditorState(page, url, (language) =>
      section(page, TABS.ownerAdvancedBidding, language).getByRole('textbox', { name: { en: 'Margin', ru: 'Маржа' }[language] }).waitFor(),
    );
  });

  it('change log with its entries', async () => {
    const { page, url } = await openDraft('changeLog');
    await auditEditorState(page, url, (language) => changeRows(page, language).first().getByRole('button').first().waitFor());
  });

  it('the Log Info dialog of a change', async () => {
    const { page, url } = await openDraft('changeLog');
    await auditEditorState(
      page,
      `${url} (Log Info)`,
      async (language) => {
        const first = changeRows(page, language).first();
        await first.getByRole('button').first().waitFor();
        await first.locator('td').nth(1).click();
        await logInfo(page, language).getByRole('table').waitFor();
      },
      async () => {
        await logInfo(page, 'en').getByRole('button', { name: 'Close' }).click();
        await logInfo(page, 'en').waitFor({ state: 'detached' });
      },
    );
  });

  it('the create route', async () => {
    const url = '/campaign/create?tab=basicInfo';
    const page = await openAsAdmin(url);
    await auditEditorState(page, url, async (language) => {
      await page.getByRole('heading', { level: 1, name: { en: 'New campaign', ru: 'Новая кампания' }[language] }).waitFor();
      await firstInput(page, TABS.basicInfo, language).waitFor();
    });
  });

  it('the publish checklist after a refused publish', async () => {
    const url = '/campaign/create?tab=basicInfo';
    const page = await openAsAdmin(url);
    // An empty name and no budget: refused by the form's own rules, so nothing reaches the server.
    await firstInput(page, TABS.basicInfo, 'en').fill('');
    await auditEditorState(page, `${url} (publish checklist)`, async (language) => {
      await page.getByRole('button', { name: { en: 'Publish', ru: 'Опубликовать' }[language] }).click();
      const checklist = page.getByTestId('publish-checklist');
      await checklist.getByText(language === 'en' ? /problems block publishing/ : /Публикации меша/).waitFor();
      await page.getByTestId('form-error').waitFor();
      expect(await checklist.getByRole('button').count()).toBeGreaterThan(1);
    });
  });

  it('the notice for an account that may change nothing (the analyst)', async () => {
    const running = await firstOwnCampaign('analyst', [CAMPAIGN_STATUS.running]);
    const url = `/campaign/edit/${running.id}?tab=basicInfo`;
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'analyst', url);
    await auditEditorState(page, `${url} (analyst)`, async (language) => {
      const notice = { en: 'This account cannot change campaign settings.', ru: 'Эта учётная запись не может изменять настройки кампаний.' };
      await page.getByRole('alert').filter({ hasText: notice[language] }).waitFor();
      await page.getByTestId('performance-card').getByRole('link').waitFor();
    });
  });

  it('the moderation panel of a campaign in moderation', async () => {
    const waiting = [
      ...(await ownCampaigns('advertiser', [CAMPAIGN_STATUS.in_moderation])).map((row) => row.id),
      ...(await searchedCampaigns(CAMPAIGN_STATUS.in_moderation)),
    ];
    const id = waiting[0];
    if (id === undefined) throw new Error('The seed holds no campaign in moderation');
    const url = `/campaign/edit/${id}?tab=basicInfo`;
    const page = await openAsAdmin(url);
    await auditEditorState(page, `${url} (moderation)`, async (language) => {
      const panel = page.getByRole('region', { name: { en: 'Moderation', ru: 'Модерация' }[language] });
      await panel.getByRole('button', { name: { en: 'Approve', ru: 'Одобрить' }[language] }).waitFor();
      await panel.getByRole('textbox').first().waitFor();
    });
  });
});
