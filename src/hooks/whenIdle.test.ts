import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs everything queued before the idle moment in that one callback, and not what was cancelled', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const ran: string[] = [];
    whenIdle(() => ran.push('tooltip'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    whenIdle(() => ran.push('dialog code'));
    cancel();
    expect(ran).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(ran).toEqual(['tooltip', 'dialog code']);
    // A later queue asks for a new idle moment.
    whenIdle(() => ran.push('later'));
    expect(idle).toHaveLength(2);
  });
});
