import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { PROFILE_PATHS, type User } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { mockBackend } from '../../src/test/mockBackend';
import { outsideAct } from '../../src/test/outsideAct';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import profile from '../../locales/en/profile.json';
import plugin from './index';
import ProfilePage from './ProfilePage';

const backend = mockBackend();

const renderPage = () =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path="/profile" messages={profile} access={plugin.access}>
      <ProfilePage />
      <Notification />
    </TestAdminContext>,
  );

const section = (testId: string) => within(screen.getByTestId(testId));
const userOf = async (id: number) => (await backend.call<User>(`/v1/user/${id}`)).data;

describe('profile page', () => {
  it("shows the signed-in user's personal info with email and id read-only, and saves a change only once made", async () => {
    const { user } = await backend.signIn('advertiser');
    const sent = recordRequests();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    const personal = await screen.findByTestId('personal-info');
    const first = within(personal).getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(first).toHaveValue(user.first_name));
    expect(within(personal).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(within(personal).getByRole('textbox', { name: 'User ID' })).toHaveValue(String(user.id));
    const save = within(personal).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.clear(first);
    await userEvent.type(first, 'Samantha');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    const puts = sent.filter((request) => request.method === 'PUT' && request.path === PROFILE_PATHS.personal);
    expect(puts.map((request) => JSON.parse(request.body ?? '{}') as unknown)).toEqual([{ id: user.id, first_name: 'Samantha', last_name: user.last_name, phone: user.phone }]);
    expect((await userOf(user.id)).first_name).toBe('Samantha');
  });

  it('shows a required field empty as "Field is required." and sends nothing', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    renderPage();
    const legal = await screen.findByTestId('legal-info');
    const company = within(legal).getByRole('textbox', { name: /Company name/ });
    await waitFor(() => expect(company).not.toHaveValue(''));
    // A changed name that is there is ready to save, with no message: the one below is the emptiness's doing.
    await userEvent.type(company, ' Ltd');
    await waitFor(() => expect(within(legal).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(within(legal).queryByText('Field is required.')).not.toBeInTheDocument();
    await userEvent.clear(company);
    expect(await within(legal).findByText('Field is required.')).toBeInTheDocument();
    expect(within(legal).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('counts a value typed and taken back as no change', async () => {
    await backend.signIn('advertiser');
    renderPage();
    const legal = await screen.findByTestId('legal-info');
    const tin = within(legal).getByRole('textbox', { name: 'TIN (optional)' });
    const save = within(legal).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(within(legal).getByRole('textbox', { name: /Company name/ })).not.toHaveValue(''));
    const before = (tin as HTMLInputElement).value;
    await userEvent.type(tin, '42');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.clear(tin);
    if (before) await userEvent.type(tin, before);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("keeps every typed value when a save fails, with the server's message", async () => {
    const { user } = await backend.signIn('advertiser');
    renderPage();
    await screen.findByTestId('personal-info');
    const phone = section('personal-info').getByRole('textbox', { name: /Phone/ });
    await waitFor(() => expect(phone).toHaveValue(user.phone));
    const last = section('personal-info').getByRole('textbox', { name: /Last name/ });
    await userEvent.clear(last);
    await userEvent.type(last, 'Typed-Last');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 202 555 0100');
    // The same values are saved while the mock does not fail, so the refusal below is the fault's doing.
    const taken = await backend.call(PROFILE_PATHS.personal, { method: 'PUT', json: { id: user.id, first_name: user.first_name, last_name: 'Typed-Last', phone: '+1 202 555 0100' } });
    expect(taken.type.code).toBe(0);
    await backend.settings({ failRate: 1 });
    await userEvent.click(section('personal-info').getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Backend exception')).toBeInTheDocument();
    expect(last).toHaveValue('Typed-Last');
    expect(phone).toHaveValue('+1 202 555 0100');
    expect(section('personal-info').getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('checks the new password with the spec rules and its repeat, refuses a wrong current one, then changes it and starts the form empty', async () => {
    await backend.signIn('admin');
    renderPage();
    await screen.findByTestId('password-change');
    // The section is a new form after a change: always look it up again.
    const password = () => section('password-change');
    const field = (name: RegExp) => password().getByLabelText(name, { selector: 'input' });
    await userEvent.type(field(/^Current password/), 'Wrong#2026');
    await userEvent.type(field(/^New password/), 'short');
    expect(await password().findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    await userEvent.clear(field(/^New password/));
    await userEvent.type(field(/^New password/), 'longenough1!');
    expect(await password().findByText('Password must contain an uppercase letter.')).toBeInTheDocument();
    await userEvent.clear(field(/^New password/));
    await userEvent.type(field(/^New password/), 'Secret#2027x');
    await userEvent.type(field(/^Repeat new password/), 'Secret#2027y');
    expect(await password().findByText('Passwords do not match')).toBeInTheDocument();
    const change = () => password().getByRole('button', { name: 'Change password' });
    expect(change()).toBeDisabled();
    await userEvent.clear(field(/^Repeat new password/));
    await userEvent.type(field(/^Repeat new password/), 'Secret#2027x');
    await waitFor(() => expect(change()).toBeEnabled());
    await userEvent.click(change());
    expect(await password().findByText('The current password is not correct.')).toBeInTheDocument();
    // Said once, under its field: not again as the server's general "Invalid argument provided" toast.
    expect(screen.queryByText('Invalid argument provided')).not.toBeInTheDocument();
    expect(field(/^New password/)).toHaveValue('Secret#2027x');
    await userEvent.clear(field(/^Current password/));
    await userEvent.type(field(/^Current password/), 'Admin#2026');
    await waitFor(() => expect(change()).toBeEnabled());
    await userEvent.click(change());
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Current password/)).toHaveValue(''));
    expect(field(/^New password/)).toHaveValue('');
    // Back as it was, through the session that changed it (the mock ended the others): later tests of this file sign in with it.
    // The page is still drawn: its toast and form go on meanwhile, as in a browser (outsideAct.ts).
    await outsideAct(() =>
      backend.dataProvider(PLUGINS).invoke('profile-account', 'changePassword', { currentPassword: 'Secret#2027x', newPassword: 'Admin#2026', repeat: 'Admin#2026' }),
    );
  });

  it('refuses a new password equal to the current one before sending it, and the server refuses it too', async () => {
    await backend.signIn('admin');
    renderPage();
    await screen.findByTestId('password-change');
    const password = () => section('password-change');
    const field = (name: RegExp) => password().getByLabelText(name, { selector: 'input' });
    const change = () => password().getByRole('button', { name: 'Change password' });
    // Positive control: another new password makes the form ready to send.
    await userEvent.type(field(/^Current password/), 'Admin#2026');
    await userEvent.type(field(/^New password/), 'Secret#2027x');
    await userEvent.type(field(/^Repeat new password/), 'Secret#2027x');
    await waitFor(() => expect(change()).toBeEnabled());
    await userEvent.clear(field(/^New password/));
    await userEvent.type(field(/^New password/), 'Admin#2026');
    await userEvent.clear(field(/^Repeat new password/));
    await userEvent.type(field(/^Repeat new password/), 'Admin#2026');
    expect(await password().findByText('The new password must differ from the current one.')).toBeInTheDocument();
    expect(change()).toBeDisabled();
    const sent = outsideAct(() => backend.dataProvider(PLUGINS).invoke('profile-account', 'changePassword', { currentPassword: 'Admin#2026', newPassword: 'Admin#2026', repeat: 'Admin#2026' }));
    await expect(sent).rejects.toMatchObject({ status: 400, body: { errors: { newPassword: 'The new password must differ from the current one.' } } });
  });

  it('saves the six notification settings together', async () => {
    const { user } = await backend.signIn('advertiser');
    const sent = recordRequests();
    renderPage();
    const notifications = await screen.findByTestId('notification-settings');
    const group = within(notifications).getByRole('group', { name: 'Campaign is approved' });
    await userEvent.click(within(group).getByRole('switch', { name: 'Email' }));
    await userEvent.click(within(notifications).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notifications saved')).toBeInTheDocument();
    const body = JSON.parse(sent.find((request) => request.path === PROFILE_PATHS.notificationSettings)?.body ?? '{}') as { settings: Record<string, unknown> };
    expect(Object.keys(body.settings)).toHaveLength(6);
    expect((await userOf(user.id)).settings.campaign_is_approved).toEqual({ enabled: true, email: false });
  });
});
