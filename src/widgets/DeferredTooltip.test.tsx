import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredTooltip } from './DeferredTooltip';

describe('DeferredTooltip', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gets its tooltip once the browser is idle, the child keeping its own name', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    render(
      <DeferredTooltip title="Refresh the page's data">
        <button aria-label="Refresh">↻</button>
      </DeferredTooltip>,
    );
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
    await userEvent.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Refresh the page's data");
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
