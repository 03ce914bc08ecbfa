import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../plugins/contract';
import { type DatePresetId, type DateRange, presetRange } from '../../domain/dateRange';
import { DateRangePicker } from './DateRangePicker';
import { appI18nProvider } from '../../test/appI18n';

const TODAY = '2025-11-21';
const LAST_7: DateRange = { from: '2025-11-15', to: '2025-11-22' };

const renderPicker = async (
  { value = LAST_7, presets, language = 'en' }: { value?: DateRange; presets?: readonly DatePresetId[]; language?: Language } = {},
) => {
  const onChange = vi.fn<(next: DateRange) => void>();
  const i18nProvider = await appI18nProvider(language);
  render(
    // AdminContext opens its own router when none surrounds it; the picker needs no particular URL.
    <AdminContext i18nProvider={i18nProvider}>
      <DateRangePicker value={value} onChange={onChange} {...(presets ? { presets } : {})} />
    </AdminContext>,
  );
  const button = await screen.findByRole('button', { name: /: / });
  // delay null: no pause between keystrokes, which only slows the typed dates down.
  return { onChange, button, user: userEvent.setup({ delay: null }) };
};

const openPicker = async (user: ReturnType<typeof userEvent.setup>, button: HTMLElement) => {
  await user.click(button);
  return screen.findByRole('dialog');
};

// The first render loads every plugin's messages; a busy machine needs more than the default 5 s.
describe('DateRangePicker', { timeout: 20_000 }, () => {
  // Only Date is faked, so user-event's own timers keep running.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the range on an outlined button named after the control', async () => {
    const { button } = await renderPicker();
    expect(button).toHaveAccessibleName('Date range: Nov 15 – Nov 21');
    expect(button).toHaveTextContent('Nov 15 – Nov 21');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the campaign list presets, marking the one in force', async () => {
    const { user, button } = await renderPicker();
    const dialog = await openPicker(user, button);
    const items = within(dialog).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Today', 'This month', 'Past month', 'Last 7 days', 'Last 30 days', 'Last 365 days']);
    expect(within(dialog).getByRole('menuitemradio', { checked: true })).toHaveTextContent('Last 7 days');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('applies a preset at once and closes', async () => {
    const { user, button, onChange } = await renderPicker();
    const dialog = await openPicker(user, button);
    await user.click(within(dialog).getByRole('menuitemradio', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2025-10-23', to: '2025-11-22' });
    expect(onChange).toHaveBeenCalledWith(presetRange('last30', TODAY));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the presets it is given, with their English names', async () => {
    const { user, button } = await renderPicker({ presets: ['allTime', 'last14'] });
    const dialog = await openPicker(user, button);
    expect(within(dialog).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['All time', 'Last 14 days']);
    expect(within(dialog).queryByRole('menuitemradio', { checked: true })).toBeNull();
  });

  it('shows the displayed end in To and applies a custom range with the exclusive end', async () => {
    const { user, button, onChange } = await renderPicker();
    const dialog = await openPicker(user, button);
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    expect(from).toHaveValue('2025-11-15');
    expect(to).toHaveValue('2025-11-21');
    expect(from).toHaveAttribute('max', '2025-11-21');
    expect(to).toHaveAttribute('min', '2025-11-15');

    await user.clear(from);
    await user.type(from, '2025-11-01');
    await user.clear(to);
    await user.type(to, '2025-11-10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2025-11-01', to: '2025-11-11' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses From later than To: flags it and disables Apply', async () => {
    const { user, button, onChange } = await renderPicker();
    const dialog = await openPicker(user, button);
    const from = within(dialog).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2025-11-25');
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(from).toHaveAccessibleDescription('From must not be later than To');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on Cancel without changing anything', async () => {
    const { user, button, onChange } = await renderPicker();
    const dialog = await openPicker(user, button);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on Escape without changing anything', async () => {
    const { user, button, onChange } = await renderPicker();
    await openPicker(user, button);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks Russian in the Russian locale', async () => {
    const { user, button } = await renderPicker({ language: 'ru' });
    expect(button.getAttribute('aria-label')).toMatch(/^Период: 15 нояб/);
    const dialog = await openPicker(user, button);
    expect(within(dialog).getByRole('menuitemradio', { checked: true })).toHaveTextContent('Последние 7 дней');
    expect(within(dialog).getByRole('button', { name: 'Применить' })).toBeEnabled();
  });
});
