import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'ra-core';
import { Notification } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WHITELABEL_PATHS, type WhitelabelInfo, type WhitelabelRecord } from '../../src/api/contract';
import { createAppAuthProvider } from '../../src/auth/appAuthProvider';
import { PLUGINS } from '../../src/app/plugins';
import { fetchWhitelabel } from '../../src/data/whitelabelInfo';
import { accessTableOf } from '../../src/plugins/registry';
import { appI18nProvider, WithAppPlugins } from '../../src/test/appI18n';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { signOut } from '../../src/test/signedIn';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import { WhitelabelProvider, WhitelabelReloadProvider } from '../../src/whitelabel/WhitelabelContext';
import en from '../../locales/en/admin.json';
import AdminCustomizationPage from './AdminCustomizationPage';

const backend = mockBackend();
const access = accessTableOf(PLUGINS);
const authProvider = createAppAuthProvider(access);
const W = en.admin.customization;

let i18n: I18nProvider;
let whitelabel: WhitelabelInfo;
let reloads = 0;

const renderPage = () =>
  render(
    <WhitelabelProvider value={whitelabel}>
      <WhitelabelReloadProvider
        value={async () => {
          reloads += 1;
        }}
      >
        <TestAdminContext authProvider={authProvider} access={access} path="/admin/customization" dataProvider={backend.dataProvider(PLUGINS)}>
          <WithAppPlugins i18n={i18n}>
            <AdminCustomizationPage />
            <Notification />
          </WithAppPlugins>
        </TestAdminContext>
      </WhitelabelReloadProvider>
    </WhitelabelProvider>,
  );

const record = async () => (await backend.call<WhitelabelRecord>(`${WHITELABEL_PATHS.whitelabel}/${whitelabel.id}`, { as: 'admin' })).data;
const hexOf = (field: string) => screen.getByTestId(`color-${field}-hex`) as HTMLInputElement;
/** A 600x600 PNG header: the page reads the format and size from it (the mock checks the rest). */
const pngFile = (width: number, height: number, name: string) => {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
};
const fileInput = (slot: string) => screen.getByTestId(`image-${slot}`).querySelector('input[type="file"]') as HTMLInputElement;

describe('administrator customization page', () => {
  beforeAll(async () => {
    i18n = await appI18nProvider('en');
    whitelabel = await fetchWhitelabel();
  });
  afterEach(async () => {
    signOut();
    await backend.reset();
  });

  it("shows the white-label's values, keeps hex and RGB in step, and refuses a wrong image with the spec's message", async () => {
    await backend.signIn('admin');
    const expected = await record();
    renderPage();
    await waitFor(() => expect(hexOf('primary_color')).toHaveValue(expected.whitelabel_settings.primary_color));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(expected.name);
    const primary = within(screen.getByTestId('color-primary_color'));
    fireEvent.change(hexOf('primary_color'), { target: { value: '008751' } });
    await waitFor(() => expect(primary.getByRole('spinbutton', { name: 'Primary colour, green (0–255)' })).toHaveValue(135));
    fireEvent.change(primary.getByRole('spinbutton', { name: 'Primary colour, red (0–255)' }), { target: { value: '255' } });
    await waitFor(() => expect(hexOf('primary_color')).toHaveValue('#FF8751'));
    await userEvent.click(primary.getByRole('button', { name: 'Use colour #6A1B9A' }));
    await waitFor(() => expect(hexOf('primary_color')).toHaveValue('#6A1B9A'));
    // Valid colours show no message, so the one below is the five-digit value's doing.
    expect(primary.queryByText(W.errors.color)).not.toBeInTheDocument();
    fireEvent.change(hexOf('primary_color'), { target: { value: '#12345' } });
    expect(await primary.findByText(W.errors.color)).toBeInTheDocument();

    // A 600x600 logo is taken (the preview shows it, no message), so the refusal below is the size's doing.
    const logo = within(screen.getByTestId('image-company_logo'));
    const shown = logo.queryByTestId('image-company_logo-preview')?.getAttribute('src');
    fireEvent.change(fileInput('company_logo'), { target: { files: [pngFile(600, 600, 'logo.png')] } });
    await waitFor(() => expect(logo.getByTestId('image-company_logo-preview').getAttribute('src')).not.toBe(shown));
    expect(logo.queryByText(W.errors.mismatch)).not.toBeInTheDocument();
    fireEvent.change(fileInput('company_logo'), { target: { files: [pngFile(600, 500, 'logo.png')] } });
    expect(await within(screen.getByTestId('image-company_logo')).findByText(W.errors.mismatch)).toBeInTheDocument();
    expect(screen.getByTestId('image-company_logo')).toHaveTextContent('PNG, SVG, exactly 600x600 pixels');
  });

  it('saves once, shows the success modal, and on OK reads the data again and reloads the branding', async () => {
    await backend.signIn('admin');
    const sent = recordRequests();
    reloads = 0;
    renderPage();
    await waitFor(() => expect(hexOf('secondary_color')).not.toHaveValue(''));
    fireEvent.change(hexOf('secondary_color'), { target: { value: '#283593' } });
    const save = screen.getByTestId('customization-save');
    await userEvent.dblClick(save);
    const dialog = await screen.findByRole('dialog', { name: W.saved.title });
    expect(sent.filter((r) => r.method === 'PUT' && r.path === WHITELABEL_PATHS.whitelabel)).toHaveLength(1);
    expect((await record()).whitelabel_settings.secondary_color).toBe('#283593');
    await userEvent.click(within(dialog).getByRole('button', { name: W.saved.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reloads).toBe(1);
    expect(hexOf('secondary_color')).toHaveValue('#283593');
  });

  it("keeps every value when the save fails, with 'Failed To Save Changes', and warns of low contrast", async () => {
    await backend.signIn('admin');
    renderPage();
    await waitFor(() => expect(hexOf('primary_color')).not.toHaveValue(''));
    fireEvent.change(hexOf('primary_color'), { target: { value: 'FFD54F' } });
    expect(await screen.findByTestId('contrast-warning')).toHaveTextContent(/Primary colour #FFD54F has a contrast ratio of 1\.\d\d:1 with white text; WCAG AA requires at least 4.5:1/);
    // The same colour is saved while the mock does not fail, so the failure below is the fault's doing.
    const held = await record();
    const taken = await backend.call(WHITELABEL_PATHS.whitelabel, {
      as: 'admin',
      method: 'PUT',
      json: { id: held.id, name: held.name, whitelabel_settings: { ...held.whitelabel_settings, primary_color: '#FFD54F' } },
    });
    expect(taken.type.code).toBe(0);
    await backend.settings({ failRate: 1 });
    await userEvent.click(screen.getByTestId('customization-save'));
    expect(await screen.findByText(W.failedToSave)).toBeInTheDocument();
    expect(hexOf('primary_color')).toHaveValue('FFD54F');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
