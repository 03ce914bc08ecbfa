import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import core from '../../../locales/en/core.json';
import { mergeMessages } from '../../../src/i18n/messages';
import type { Messages } from '../../../src/plugins/contract';
import { newCampaignValues } from '../form/campaignDefaults';
import plugin from '../index';
import { SECTIONS } from '../sections/sections';
import { collectProblems, problemsOnTabs } from '../sections/sectionRouting';
import { PublishChecklist } from './PublishChecklist';

// The editor's messages as the manifest loads them: every area's file, a new one included by itself.
const editor = (await plugin.translations.en()).default;
const messages = mergeMessages(englishMessages as unknown as Messages, core as Messages, editor);
const i18n = polyglotI18nProvider(() => messages as unknown as TranslationMessages, 'en');
const context = { isNew: true, isAudio: false, today: '2026-05-01' };

/** A key's English text, or undefined when the messages have no such key. */
const textOf = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('the publish checklist names the field, not only its tab', () => {
  it('each entry reads tab › field label: message, and is a link that opens the field', async () => {
    const values = { ...newCampaignValues(null), name: '', attribution: [{ name: '', value: 'x' }] };
    const problems = [
      ...collectProblems(SECTIONS, values, context, true),
      ...problemsOnTabs(SECTIONS, [{ field: 'owner.fixed_cpm', message: 'Fixed CPM cannot be negative' }]),
    ];
    const onGoTo = vi.fn();
    render(
      <I18nContextProvider value={i18n}>
        <PublishChecklist problems={problems} onGoTo={onGoTo} />
      </I18nContextProvider>,
    );
    const entry = (field: string) => screen.getByTestId('publish-checklist').querySelector(`[data-field="${field}"]`);
    expect(entry('name')).toHaveTextContent('Basic info › Campaign name: Field is required');
    expect(entry('budget')).toHaveTextContent('Basic info › Daily budget:');
    expect(entry('attribution.0.name')).toHaveTextContent('Attribution › Name: Field is required');
    expect(entry('owner.fixed_cpm')).toHaveTextContent('Owner advanced bidding › Fixed CPM: Fixed CPM cannot be negative');
    await userEvent.click(screen.getByRole('button', { name: /Campaign name/ }));
    expect(onGoTo).toHaveBeenCalledWith(expect.objectContaining({ field: 'name', tab: 'basicInfo' }));
  });

  it('every field label of the registry is an English message', () => {
    const keys = SECTIONS.flatMap((section) => Object.values(section.fieldLabels ?? {}));
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => typeof textOf(key) !== 'string')).toEqual([]);
  });
});
