import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newCampaignValues } from '../form/campaignDefaults';
import { focusField, formValues, renderSection, serverError } from './FrequencySection.testkit';

const ORDER = 'Frequency cap invalid: monthly > weekly > daily';
const cap = (name: 'Daily cap' | 'Weekly cap' | 'Monthly cap') => screen.getByRole('spinbutton', { name });
const check = () => userEvent.click(screen.getByRole('button', { name: 'Check' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('FrequencySection: caps', () => {
  it("shows a new campaign's daily cap of 7 and edits the caps as the record's list", async () => {
    const user = userEvent.setup();
    renderSection();
    expect(cap('Daily cap')).toHaveValue(7);
    expect(cap('Weekly cap')).toHaveValue(null);
    expect(cap('Monthly cap')).toHaveValue(null);
    expect(cap('Weekly cap')).toHaveAccessibleDescription(expect.stringMatching(/^How many times one person may see the campaign/));

    await user.type(cap('Weekly cap'), '20');
    expect(formValues().frequencyCap).toEqual([{ key: 1, value: 7 }, { key: 2, value: 20 }]);
    await user.clear(cap('Daily cap'));
    expect(formValues().frequencyCap).toEqual([{ key: 2, value: 20 }]);
    await user.type(cap('Daily cap'), '3');
    expect(formValues().frequencyCap).toEqual([{ key: 2, value: 20 }, { key: 1, value: 3 }]);
  });

  it('shows the 1315 order message under the cap that is too small, and drops it once fixed', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(cap('Weekly cap'), '7');
    await check();
    expect(await screen.findByText(ORDER)).toBeInTheDocument();
    expect(cap('Weekly cap')).toHaveAccessibleDescription(expect.stringContaining(ORDER));
    expect(cap('Weekly cap')).toHaveAttribute('aria-invalid', 'true');
    expect(cap('Daily cap')).toHaveAttribute('aria-invalid', 'false');

    // Another cap's change re-checks the list: weekly is still too small, and says so.
    await user.type(cap('Monthly cap'), '30');
    await waitFor(() => expect(formValues().frequencyCap).toHaveLength(3));
    expect(cap('Weekly cap')).toHaveAccessibleDescription(expect.stringContaining(ORDER));

    // Lowering the daily cap fixes the weekly one: its message goes.
    await user.clear(cap('Daily cap'));
    await user.type(cap('Daily cap'), '5');
    await waitFor(() => expect(screen.queryByText(ORDER)).not.toBeInTheDocument());
    expect(cap('Weekly cap')).toHaveAttribute('aria-invalid', 'false');
    expect(formValues().frequencyCap).toEqual([{ key: 2, value: 7 }, { key: 3, value: 30 }, { key: 1, value: 5 }]);
  });

  it('asks for a whole number above 0, naming the period', async () => {
    const user = userEvent.setup();
    renderSection();
    // A whole number above 0 passes the same check with no message, so the one below is 0's doing.
    await user.clear(cap('Daily cap'));
    await user.type(cap('Daily cap'), '3');
    await check();
    expect(cap('Daily cap')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('The daily cap must be a whole number greater than 0.')).not.toBeInTheDocument();
    await user.clear(cap('Daily cap'));
    await user.type(cap('Daily cap'), '0');
    await check();
    expect(await screen.findByText('The daily cap must be a whole number greater than 0.')).toBeInTheDocument();
    expect(cap('Daily cap')).toHaveAccessibleDescription(expect.stringContaining('The daily cap must be a whole number greater than 0.'));

    await user.click(cap('Monthly cap'));
    await user.paste('2.5');
    expect(formValues().frequencyCap).toEqual([{ key: 1, value: 0 }, { key: 3, value: 2.5 }]);
    expect(await screen.findByText('The monthly cap must be a whole number greater than 0.')).toBeInTheDocument();
    // Re-checked as a whole list: the daily cap's message stays while it is still wrong.
    expect(screen.getByText('The daily cap must be a whole number greater than 0.')).toBeInTheDocument();
  });

  it("names each set cap's input by its form path, where the checklist's link focuses it", () => {
    const values = newCampaignValues(null);
    values.frequencyCap = [{ key: 3, value: 90 }, { key: 1, value: 5 }];
    renderSection({ values });
    expect(document.querySelector('[name="frequencyCap.0.value"]')).toBe(cap('Monthly cap'));
    expect(document.querySelector('[name="frequencyCap.1.value"]')).toBe(cap('Daily cap'));
    expect(cap('Weekly cap')).not.toHaveAttribute('name');
  });
});

describe('FrequencySection: the server and the focus', () => {
  it("shows a refused save's 1315 under the cap it names, and clears it once a cap changes after a submit", async () => {
    const user = userEvent.setup();
    const values = newCampaignValues(null);
    values.frequencyCap = [{ key: 1, value: 7 }, { key: 2, value: 10 }];
    renderSection({ values });
    await check();
    act(() => serverError('frequencyCap.1.value', ORDER));
    expect(cap('Weekly cap')).toHaveAccessibleDescription(expect.stringContaining(ORDER));

    await user.type(cap('Monthly cap'), '50');
    await waitFor(() => expect(screen.queryByText(ORDER)).not.toBeInTheDocument());
  });

  it('shows an error the server gives on the whole list under the three caps', () => {
    renderSection();
    act(() => serverError('frequencyCap', ORDER));
    expect(cap('Daily cap')).toHaveAccessibleDescription(ORDER);
    expect(cap('Monthly cap')).toHaveAccessibleDescription(ORDER);
  });

  it("lets react-hook-form focus the caps (on the daily cap) and the schedule (on the grid's tab stop)", async () => {
    renderSection();
    act(() => focusField('frequencyCap'));
    await waitFor(() => expect(cap('Daily cap')).toHaveFocus());
    act(() => focusField('scheduling'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sunday 00:00' })).toHaveFocus());
  });
});

describe('FrequencySection: schedule', () => {
  it('writes a click in the grid to the scheduling field and back', async () => {
    const user = userEvent.setup();
    renderSection();
    const monday9 = screen.getByRole('button', { name: 'Monday 09:00' });
    expect(monday9).toHaveAttribute('aria-pressed', 'true');

    await user.click(monday9);
    expect(formValues().scheduling['1']).not.toContain(9);
    expect(formValues().scheduling['1']).toHaveLength(23);
    expect(formValues().scheduling['2']).toHaveLength(24);
    expect(monday9).toHaveAttribute('aria-pressed', 'false');

    await user.click(monday9);
    expect(formValues().scheduling['1']).toContain(9);
    expect(monday9).toHaveAttribute('aria-pressed', 'true');
  });

  it('paints a range from the keyboard into the scheduling field', async () => {
    const user = userEvent.setup();
    renderSection();
    act(() => screen.getByRole('button', { name: 'Tuesday 10:00' }).focus());
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ }');
    expect(formValues().scheduling['2']).toEqual([...Array.from({ length: 10 }, (_, hour) => hour), ...Array.from({ length: 11 }, (_, index) => 13 + index)]);
    expect(formValues().scheduling['1']).toHaveLength(24);
  });

  it("shows a stored campaign's schedule", () => {
    const values = newCampaignValues(null);
    values.scheduling = { '3': [14, 15] };
    renderSection({ values });
    expect(screen.getByRole('button', { name: 'Wednesday 14:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Wednesday 13:00' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Sunday 14:00' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('tells which week a change saved now applies to (Thursday: the next week) and its first processing (48 h on)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-16T10:00:00Z'));
    renderSection();
    const note = screen.getByRole('note', { name: 'Beta scheduling' });
    expect(note).toHaveTextContent('processed daily at 05:00 UTC');
    expect(note).toHaveTextContent('A change saved now applies to the next week, May 20, 2030 – May 26, 2030.');
    expect(note).toHaveTextContent('It is processed at the earliest on Sunday, May 19 at 05:00 UTC.');
  });

  it('tells a Monday change that it applies to the current week', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-13T00:00:00Z'));
    renderSection();
    expect(screen.getByRole('note', { name: 'Beta scheduling' })).toHaveTextContent(
      'A change saved now applies to the current week, May 13, 2030 – May 19, 2030.',
    );
  });
});

describe('FrequencySection: heading, switch and slots', () => {
  it('is called Frequency for other campaigns', () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequency' })).toBeInTheDocument();
  });

  it('is called Scheduling for an awareness maximized-reach campaign', () => {
    renderSection({ values: newCampaignValues({ type: 'awareness', goal: 'maximized_reach' }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Scheduling' })).toBeInTheDocument();
  });

  it('switches frequency and scheduling on, the slots and unknown slots', async () => {
    const user = userEvent.setup();
    renderSection();
    expect(formValues().freq_and_scheduling_on).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Frequency and scheduling' }));
    expect(formValues().freq_and_scheduling_on).toBe(true);

    expect(screen.getByRole('group', { name: 'Slots' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Slot 3' }));
    expect(formValues().slots).toEqual(Array.from({ length: 12 }, (_, index) => index !== 2));
    expect(screen.getByRole('checkbox', { name: 'Slot 3' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Include unknown slots' }));
    expect(formValues().slots_include_unknown).toBe(false);
  });
});
