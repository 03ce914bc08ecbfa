import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AUDIENCE_PATHS, type Audience } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import audiences from '../../locales/en/audiences.json';
import core from '../../locales/en/core.json';
import widgets from '../../locales/en/widgets.json';
import AudienceCreatePage from './AudienceCreatePage';

const backend = mockBackend();
const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...widgets, ...audiences }) as unknown as TranslationMessages, 'en');

const renderPage = () =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path="/audience/create">
      <I18nContextProvider value={i18n}>
        <AudienceCreatePage />
      </I18nContextProvider>
    </TestAdminContext>,
  );

const fillFirstInclude = async (user: ReturnType<typeof userEvent.setup>) => {
  const include = screen.getByRole('region', { name: 'Include' });
  await user.click(within(include).getByRole('button', { name: 'Add action' }));
  const action = within(include).getByRole('group', { name: 'Include action 1' });
  await user.selectOptions(within(action).getByRole('combobox', { name: /^Action/ }), 'click');
  await user.type(within(action).getByRole('textbox', { name: /^Period/ }), '14');
  await user.type(within(action).getByRole('textbox', { name: /^Page URL contains/ }), '/checkout');
  return action;
};

describe('new audience page', () => {
  it('sends the name and the blocks as the dynamic body of the current space', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage();
    await fillFirstInclude(user);
    const name = `Page test ${Date.now()}`;
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), `  ${name} `);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST' && request.path === AUDIENCE_PATHS.dynamic)).toBe(true));
    const request = sent.find((entry) => entry.path === AUDIENCE_PATHS.dynamic);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      user_id: spaceId,
      name,
      type: 'dynamic',
      dynamic_audience: {
        include_condition: null,
        exclude_condition: null,
        include_actions: [{ action: 'click', period: '14', parameters: [{ metric: 'page_url', condition: 'contains', value: '/checkout' }] }],
        exclude_actions: [],
      },
    });
    const list = await backend.call<Audience[]>(AUDIENCE_PATHS.list, { as: 'advertiser', json: { space_id: spaceId, name } });
    expect(list.data.map((audience) => audience.type)).toEqual(['dynamic']);
  });

  it("a refused save keeps every typed value and shows the server's field error under the name", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    // The same blocks under a free name are saved, so the refusal below is the name's doing.
    const blocks = {
      include_condition: null,
      exclude_condition: null,
      include_actions: [{ action: 'click', period: '14', parameters: [{ metric: 'page_url', condition: 'contains', value: '/checkout' }] }],
      exclude_actions: [],
    };
    const taken = await backend.call(AUDIENCE_PATHS.dynamic, { as: 'advertiser', json: { user_id: spaceId, name: `Free name ${Date.now()}`, type: 'dynamic', dynamic_audience: blocks } });
    expect(taken.type.code).toBe(0);
    const user = userEvent.setup();
    renderPage();
    const action = await fillFirstInclude(user);
    // A seeded audience's name (mock-server/seed/audiences.ts), in another case: 183 under the name.
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'NEWSLETTER SUBSCRIBERS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('An audience of this name already exists in this account.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('NEWSLETTER SUBSCRIBERS');
    expect(within(action).getByRole('combobox', { name: /^Action/ })).toHaveValue('click');
    expect(within(action).getByRole('textbox', { name: /^Period/ })).toHaveValue('14');
    expect(within(action).getByRole('textbox', { name: /^Page URL contains/ })).toHaveValue('/checkout');
    // The error goes with the next change of the name.
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');
    expect(screen.queryByText('An audience of this name already exists in this account.')).not.toBeInTheDocument();
  });

  it('asks before Cancel leaves typed work, and Stay keeps it', async () => {
    await backend.signIn('advertiser');
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Half done');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Half done');
  });

  it("flags every empty field with 'required field' and sends nothing", async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(screen.getByRole('region', { name: 'Include' })).getByRole('button', { name: 'Add action' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('required field')).toHaveLength(4);
    expect(screen.getByRole('group', { name: 'Include action 1' })).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('required field');
    expect(sent.filter((request) => request.path === AUDIENCE_PATHS.dynamic)).toEqual([]);
  });
});
