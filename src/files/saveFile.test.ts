import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './saveFile';

const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs }));

describe('saveFile', () => {
  beforeEach(() => saveAs.mockReset());

  it("saves under the server's name, or the fallback when the server gave none", async () => {
    const blob = new Blob(['a,b\r\n']);
    await saveFile({ blob, filename: 'campaigns-2026-11.csv' }, 'campaigns.csv');
    await saveFile({ blob, filename: null }, 'campaigns.csv');
    expect(saveAs.mock.calls).toEqual([
      [blob, 'campaigns-2026-11.csv'],
      [blob, 'campaigns.csv'],
    ]);
  });
});
