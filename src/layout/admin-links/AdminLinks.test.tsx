import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';
import { AdminLinks } from './AdminLinks';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ apiClient: { request } }));

describe('AdminLinks', () => {
  beforeEach(() => {
    request.mockReset();
    request.mockResolvedValue({
      accounts: [], campaigns: [], all: [], accounts_total_size: 0, campaigns_total_size: 0, all_total_size: 0,
      campaigns_in_moderation_count: 16, registrants_in_moderation_count: 3,
    });
  });

  it('lists the five administration pages, Moderation carrying the waiting count', async () => {
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} path="/admin/payments">
        <AdminLinks />
      </TestAdminContext>,
    );
    const list = await screen.findByRole('list', { name: 'Administration' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/customization', '/admin/accounts', '/admin/payments', '/admin/campaigns', '/admin/moderation',
    ]);
    expect(within(list).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    const moderation = await within(list).findByRole('link', { name: 'Moderation (19 waiting)' });
    expect(moderation).toHaveTextContent('19');
    expect(request).toHaveBeenCalledWith('/v1/whitelabel/search', expect.objectContaining({ json: { name: '' } }));
  });

  it('shows nothing without ROUTE_ADMINISTRATION', async () => {
    const { container } = render(
      <TestAdminContext authProvider={testAuthProvider(false)}>
        <AdminLinks />
        <p>rendered</p>
      </TestAdminContext>,
    );
    await screen.findByText('rendered');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('[data-testid="admin-links"]')).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});
