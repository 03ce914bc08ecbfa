import { beforeAll, describe, expect, it } from 'vitest';
import type { I18nProvider } from 'ra-core';
import { appI18nProvider } from '../../../src/test/appI18n';
import type { Language } from '../../../src/plugins/contract';
import { SECTIONS } from '../sections/sections';
import { describeField, stepsOf } from './changeFields';
import { changedFieldNames, changeGroups, type ChangeContext, type ChangeGroup } from './changeRows';
import { formatChangeValue } from './changeValues';
import { diffStates } from './stateDiff';

/** The sections of a campaign that is not audio (voice targeting is hidden). */
const SHOWN = SECTIONS.filter((section) => section.visible?.({ isNew: false, isAudio: false, today: '2026-11-20' }) ?? true);

const providers = new Map<Language, I18nProvider>();
beforeAll(async () => {
  providers.set('en', await appI18nProvider('en'));
  providers.set('ru', await appI18nProvider('ru'));
});

const NAMES: Record<string, Record<string, string>> = { interests: { '7': 'Travel' }, trafficSources: { '3': 'Premium apps' } };

/** A campaign in naira at UTC+01:00 (Lagos), with the app's real messages in `language`. */
const contextIn = (language: Language): ChangeContext => {
  const provider = providers.get(language);
  if (!provider) throw new Error(`no messages for ${language}`);
  return {
    locale: language,
    translate: (key, options) => provider.translate(key, options),
    currency: 'NGN',
    timezoneOffset: 3600,
    goal: 'app_installs',
    nameOf: (list, id) => NAMES[list]?.[String(id)],
  };
};

const lines = (groups: ChangeGroup[]) =>
  groups.flatMap((group) => group.rows.map((row) => `${group.title} › ${row.field}: ${row.before ?? '+'} → ${row.after ?? '-'}`));

const valueOf = (path: string, value: unknown, language: Language) => formatChangeValue(value, describeField(stepsOf(path), SHOWN).format, contextIn(language));

describe('a change log value, as the form shows it', () => {
  it('writes money in the account currency, dates in the interface language and the campaign time zone', () => {
    expect(valueOf('budget', 1250.5, 'en')).toBe('₦1,250.50');
    expect(valueOf('budget', 1250.5, 'ru').replace(/[\u00a0\u202f]/g, ' ')).toBe('1 250,50 ₦');
    // 23:30 UTC is the next day in Lagos.
    expect(valueOf('campaign_start_at', '2026-12-01T23:30:00Z', 'en')).toBe('Dec 2, 2026');
    expect(valueOf('campaign_start_at', '2026-12-01T23:30:00Z', 'ru')).toBe('2 дек. 2026 г.');
    expect(valueOf('campaign_start_at', null, 'en')).toBe('Immediately');
    expect(valueOf('campaign_end_at', null, 'ru')).toBe('Без даты окончания');
    expect(valueOf('timezone_offset_seconds', 3600, 'en')).toBe('UTC+01:00');
  });

  it('names countries, statuses, goals and choices in both languages', () => {
    expect(valueOf('country', 'NG', 'en')).toBe('Nigeria');
    expect(valueOf('country', 'NG', 'ru')).toBe('Нигерия');
    expect(valueOf('status_key', 41, 'en')).toBe('Paused');
    expect(valueOf('status_key', 41, 'ru')).toBe('Приостановлена');
    expect(valueOf('bidding_strategy.goal', 'app_installs', 'en')).toBe('App installs');
    expect(valueOf('targeting.gender', 3, 'en')).toBe('Female');
    expect(valueOf('placement.environment', null, 'en')).toBe('All');
    expect(valueOf('owner.exchange_id', [1, 4], 'en')).toBe('Google, Yandex');
    expect(valueOf('targeting.interests', [7], 'en')).toBe('Travel');
    expect(valueOf('owner.traffic_sources', [3], 'en')).toBe('Premium apps');
  });

  it('writes yes and no, none, hours and on slots in words, never JSON', () => {
    expect(valueOf('targeting_on', true, 'en')).toBe('Yes');
    expect(valueOf('targeting_on', false, 'ru')).toBe('Нет');
    expect(valueOf('test_devices', [], 'en')).toBe('None');
    expect(valueOf('scheduling.1', [8, 9, 10, 14], 'en')).toBe('08:00–11:00, 14:00–15:00');
    expect(valueOf('slots', [true, false, true, ...Array.from({ length: 9 }, () => false)], 'en')).toBe('1, 3');
    expect(valueOf('attribution', [{ name: 'utm', value: 'x' }], 'en')).toBe('utm=x');
    expect(valueOf('owner.traffic_targeting', [{ id: 1, name: 'Bidding 1', multiplier: 1, rules: [] }], 'en')).toBe('Bidding 1');
    expect(valueOf('frequency_cap', [{ key: 1, value: 7 }], 'en')).toBe('Daily cap: 7');
  });

  it('names an exchange rejection in words, in both languages', () => {
    expect(valueOf('visuals.video_ads.0.google_status', 'POLICY_VIOLATION_86', 'en')).toBe("The ad or its landing page breaks the exchange's content policy");
    expect(valueOf('visuals.video_ads.0.google_status', 'POLICY_VIOLATION_86', 'ru')).not.toContain('POLICY_VIOLATION');
    expect(valueOf('visuals.video_ads.0.google_status', 'APPROVED', 'en')).toBe('Approved by the exchange');
  });
});

describe('the change log difference, named by the editor', () => {
  it('names each change by its section and label, grouped in the editor order, with other settings last', () => {
    const groups = changeGroups(
      diffStates(
        { status_key: 0, name: 'Spring', budget: 100, campaign_type: 'awareness', bidding_strategy: { type: 'awareness' }, targeting: { from_age: 18 } },
        { status_key: 1, name: 'Spring sale', budget: 250, campaign_type: 'consideration', bidding_strategy: { type: 'consideration' }, targeting: { from_age: 21 } },
      ),
      SHOWN,
      contextIn('en'),
    );
    expect(lines(groups)).toEqual([
      'Basic info › Campaign name: Spring → Spring sale',
      'Basic info › Daily budget: ₦100.00 → ₦250.00',
      // campaign_type and bidding_strategy.type read alike: shown once.
      'Basic info › Campaign type: Awareness → Consideration',
      'Targeting › Age from: 18 → 21',
      'Other settings › Status: Draft → In moderation',
    ]);
  });

  it('names owner bidding items by their names and hides identity, in Russian too', () => {
    const before = { id: 5, owner: { margin: 10, traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: 1, rules: [] }] } };
    const after = { id: 5, owner: { margin: 12, traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: 1.5, rules: [] }] } };
    const shown = lines(changeGroups(diffStates(before, after), SHOWN, contextIn('ru')));
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatch(/^.+ › .+: 10% → 12%$/);
    expect(shown[1]).toMatch(/ › Bidding 1 › .+: 1 → 1\.5$/);
    expect(shown.join('\n')).not.toMatch(/owner|traffic_targeting|multiplier|margin/);
  });

  it('reads a creation field by field, and a key no label names as words under other settings', () => {
    const groups = changeGroups(diffStates({}, { targeting: { gender: 2 }, price_floor: 3 }), SHOWN, contextIn('en'));
    expect(lines(groups)).toEqual(['Targeting › Gender: + → Male', 'Other settings › Price floor: + → 3']);
  });

  it("summarises an entry's changed fields by their labels", () => {
    const { fields, more } = changedFieldNames(['budget', 'status_key', 'scheduling.1', 'name'].map(stepsOf), SHOWN, contextIn('en'));
    expect(fields).toBe('Daily budget, Status, Schedule › Monday');
    expect(more).toBe(1);
  });
});
