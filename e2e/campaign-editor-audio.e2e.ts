import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { AUDIO_MAX_BYTES, CREATIVE_UPLOAD_PATHS, type AudioAd, type CampaignRecord, type UploadedAudio, type UploadedCreativeFile } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, newAudioDraft, personaToken, saveCampaignAs } from './support/campaigns';
import { MOCK_URL } from './support/env';
import { mockAdmin } from './support/mockAdmin';

/**
 * The audio ads tab of an audio campaign (the `ng` white-label offers them) with real files
 * (test-fixtures/creatives): each wrong file refused in the browser with its exact message and never
 * sent, each right one uploaded and shown in its player (name, size in Mb, duration, progress, play
 * and pause, remove), at most 5, saved and shown again; and the same wrong files sent straight to the
 * mock, refused with nothing stored.
 */

const fixture = (name: string) => resolve('test-fixtures/creatives', name);

/** The 20 s mp3 padded to one byte over the audio limit (20 MB): still an mp3 by its first bytes. */
const oversizedTrack = () => {
  const bytes = Buffer.alloc(AUDIO_MAX_BYTES + 1);
  readFileSync(fixture('audio-20s.mp3')).copy(bytes);
  return bytes;
};

/**
 * The oversized track as a file on disk: the browser reads it by its path, where a 20 MB buffer sent
 * over the DevTools protocol can outlast the action's timeout on a loaded machine.
 */
const oversizedTrackFile = (): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'audio-e2e-')), 'big.mp3');
  writeFileSync(path, oversizedTrack());
  return path;
};

/** One file sent straight to the mock's audio upload call, as an API client sends it. */
const send = async (name: string, content: Buffer = readFileSync(fixture(name))) => {
  const { access_token } = await personaToken('advertiser');
  const form = new FormData();
  form.append('kind', 'audio');
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${MOCK_URL}${CREATIVE_UPLOAD_PATHS.audio}`, { method: 'POST', headers: { Authorization: `Bearer ${access_token}` }, body: form });
  return (await response.json()) as { type: { code: number }; data: UploadedCreativeFile | { errors: { file: string }; reason: string } };
};

/** An audio draft of our own holding the given tracks (none by default), whatever the seeded one it copies held. */
const audioDraft = async (tracks: AudioAd[] = []): Promise<CampaignRecord> => {
  const draft = await newAudioDraft('advertiser', `Audio ads e2e ${Date.now()}`);
  return saveCampaignAs('advertiser', { ...draft, visuals: { ...draft.visuals, audio_enabled: true, audio_ads: tracks } });
};

/** Audio campaigns are offered on the audio white-label only; every test puts the default back. */
const onAudioWhitelabel = async (test: () => Promise<void>) => {
  await mockAdmin.settings({ whitelabel: 'ng' });
  try {
    await test();
  } finally {
    await mockAdmin.settings({ whitelabel: 'dsp' });
  }
};

const openTab = async (page: Page, id: number) => {
  await loginAs(page, 'advertiser', `/campaign/edit/${id}?tab=audioAds`);
  await page.getByRole('heading', { name: 'Audio ads', exact: true }).waitFor();
};

const player = (page: Page, name: string, language: 'en' | 'ru' = 'en') => page.getByRole('group', { name: `${language === 'en' ? 'Track' : 'Трек'}: ${name}` });

/** `file`: a fixture's name, or an absolute path to a file written for the test. */
const refusedInBrowser = async (page: Page, label: string, file: string, message: string) => {
  await page.getByLabel(label, { exact: true }).setInputFiles(file.startsWith('/') ? file : fixture(file));
  // The line under the upload box (the page's main area); the same words also show as a toast outside it.
  await page.getByRole('main').getByRole('alert').filter({ hasText: message }).waitFor();
};

const uploaded = async (page: Page, file: string): Promise<Locator> => {
  const stored = page.waitForResponse((response) => response.url().endsWith(CREATIVE_UPLOAD_PATHS.audio) && response.status() === 200);
  await page.getByLabel('Audio file', { exact: true }).setInputFiles(fixture(file));
  await stored;
  const track = player(page, file);
  await track.waitFor();
  return track;
};

const toTrack = (stored: UploadedAudio): AudioAd => ({ file_id: stored.file_id, name: stored.file_name, url: stored.file_url, size: Math.round((stored.size / (1024 * 1024)) * 100) / 100, duration: stored.duration, extension: 'mp3' });

describe('campaign editor: audio ads (audio white-label)', () => {
  const browser = useBrowser();

  it('refuses wrong files before sending them, uploads right ones into players that play, holds at most 5, and keeps them through save and reload', () =>
    onAudioWhitelabel(async () => {
      const draft = await audioDraft();
      const page = await browser.newPage({ width: 1400, height: 1000 });
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v1/file/upload')) uploads.push(request.url());
      });
      await openTab(page, draft.id);
      await page.getByText('No track yet.').waitFor();

      // Each message differs from the one before it, so each refusal is seen anew. The bounds are exact:
      // a track a hair outside them (14.6 s, 30.05 s) is refused, with no rounding; an ID3 tag is no mp3.
      await refusedInBrowser(page, 'Audio file', 'audio-10s.mp3', 'The audio must be at least 15 seconds long.');
      await refusedInBrowser(page, 'Audio file', 'audio-35s.mp3', 'The audio must be at most 30 seconds long.');
      await refusedInBrowser(page, 'Audio file', 'audio-id3-only.mp3', 'Only mp3 files are allowed.');
      await refusedInBrowser(page, 'Audio file', 'audio-14.6s.mp3', 'The audio must be at least 15 seconds long.');
      await refusedInBrowser(page, 'Audio file', 'image-named.mp3', 'Only mp3 files are allowed.');
      await refusedInBrowser(page, 'Audio file', 'audio-30.05s.mp3', 'The audio must be at most 30 seconds long.');
      await refusedInBrowser(page, 'Audio file', 'audio-2s.wav', 'Only mp3 files are allowed.');
      await refusedInBrowser(page, 'Audio file', oversizedTrackFile(), 'The file must be at most 20 MB.');
      expect(uploads).toEqual([]);

      // The shortest and the longest accepted: exactly 15 and 30 s play (the encoder's padding trimmed).
      const shortest = await uploaded(page, 'audio-15s.mp3');
      const longest = await uploaded(page, 'audio-30s.mp3');
      expect(uploads).toHaveLength(2);
      await shortest.getByText('0.03 Mb · 0:15').waitFor();
      await longest.getByText('0.06 Mb · 0:30').waitFor();

      // It plays from the server (the CSP lets it load): the progress moves, and pause stops it.
      await shortest.getByRole('button', { name: 'Play audio-15s.mp3' }).click();
      const progress = shortest.getByRole('slider', { name: 'Progress of audio-15s.mp3' });
      await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
      await shortest.getByRole('button', { name: 'Pause audio-15s.mp3' }).click();
      expect(await shortest.locator('audio').evaluate((element) => (element as HTMLAudioElement).paused)).toBe(true);

      for (const file of ['audio-20s.mp3', 'audio-15s.mp3', 'audio-20s.mp3']) {
        const stored = page.waitForResponse((response) => response.url().endsWith(CREATIVE_UPLOAD_PATHS.audio) && response.status() === 200);
        await page.getByLabel('Audio file', { exact: true }).setInputFiles(fixture(file));
        await stored;
      }
      await page.getByText('5 of 5 tracks').waitFor();
      expect(await page.getByLabel('Audio file', { exact: true }).count()).toBe(0);
      await page.getByText('5 tracks is the most a campaign holds: remove one to add another.').waitFor();
      await page.getByRole('button', { name: 'Remove audio-20s.mp3' }).last().click();
      await page.getByText('4 of 5 tracks').waitFor();
      await page.getByLabel('Audio file', { exact: true }).waitFor({ state: 'attached' });

      await page.getByRole('button', { name: /^Save/ }).click();
      await page.getByText('Changes saved').first().waitFor();

      await page.goto(`/campaign/edit/${draft.id}?tab=audioAds`);
      await page.getByText('4 of 5 tracks').waitFor();
      await player(page, 'audio-30s.mp3').getByText('0.06 Mb · 0:30').waitFor();
      const { access_token } = await personaToken('advertiser');
      const record = await apiData<CampaignRecord>(`/v1/campaign/${draft.id}`, access_token);
      expect(record.visuals.audio_enabled).toBe(true);
      expect(record.visuals.audio_ads.map(({ name, size, extension }) => [name, size, extension])).toEqual([
        ['audio-15s.mp3', 0.03, 'mp3'],
        ['audio-30s.mp3', 0.06, 'mp3'],
        ['audio-20s.mp3', 0.04, 'mp3'],
        ['audio-15s.mp3', 0.03, 'mp3'],
      ]);
      expect(new Set(record.visuals.audio_ads.map((track) => track.file_id)).size).toBe(4);
    }));

  it('the same wrong files sent straight to the mock are refused with their messages, and nothing is stored', async () => {
    const first = await send('audio-20s.mp3');
    expect(first.type.code).toBe(0);
    const wrongOnes: [string, Buffer | undefined, number, string][] = [
      ['audio-10s.mp3', undefined, 2, 'The audio must be at least 15 seconds long.'],
      ['audio-35s.mp3', undefined, 2, 'The audio must be at most 30 seconds long.'],
      ['audio-14.6s.mp3', undefined, 2, 'The audio must be at least 15 seconds long.'],
      ['audio-30.05s.mp3', undefined, 2, 'The audio must be at most 30 seconds long.'],
      ['audio-id3-only.mp3', undefined, 2, 'Only mp3 files are allowed.'],
      ['image-named.mp3', undefined, 2, 'Only mp3 files are allowed.'],
      ['audio-2s.wav', undefined, 2, 'Only mp3 files are allowed.'],
      ['big.mp3', oversizedTrack(), 181, 'The file must be at most 20 MB.'],
    ];
    for (const [name, content, code, message] of wrongOnes) {
      const refused = await send(name, content);
      expect(refused.type.code, name).toBe(code);
      expect((refused.data as { errors: { file: string } }).errors.file, name).toBe(message);
    }
    // Nothing was stored in between: the next accepted file takes the id right after the first.
    const next = await send('audio-15s.mp3');
    expect((next.data as UploadedCreativeFile).file_id).toBe((first.data as UploadedCreativeFile).file_id + 1);
  });

  it('is axe clean with stored tracks, in English and in Russian, and refuses in Russian', () =>
    onAudioWhitelabel(async () => {
      const stored = (await send('audio-20s.mp3')).data as UploadedAudio;
      const draft = await audioDraft([toTrack(stored)]);
      const page = await browser.newPage({ width: 1400, height: 1000 });
      await openTab(page, draft.id);
      await player(page, 'audio-20s.mp3').getByText('0.04 Mb · 0:20').waitFor();
      const english = await seriousViolations(page);

      await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
      await player(page, 'audio-20s.mp3', 'ru').getByText('0,04 Мб · 0:20').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('ru');
      const russian = await seriousViolations(page);
      expect([...english, ...russian], describeViolations([...english, ...russian])).toEqual([]);

      await refusedInBrowser(page, 'Аудиофайл', 'audio-10s.mp3', 'Аудио должно длиться не меньше 15 секунд.');
      await refusedInBrowser(page, 'Аудиофайл', oversizedTrackFile(), 'Файл должен быть не больше 20 МБ.');
    }));
});
