import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';
import { AudioPlayer } from './AudioPlayer';

/** jsdom plays nothing: play() and pause() report their events as a browser does. */
const playable = (name: string) => {
  const audio = screen.getByRole('group', { name: `Track: ${name}` }).querySelector('audio');
  if (!audio) throw new Error('no audio element');
  audio.play = () => {
    fireEvent.play(audio);
    return Promise.resolve();
  };
  audio.pause = vi.fn(() => {
    fireEvent.pause(audio);
  });
  return audio;
};

describe('AudioPlayer', () => {
  it('shows the name as text, the size in Mb and offers remove', async () => {
    const onRemove = vi.fn();
    render(
      <TestAdminContext authProvider={testAuthProvider(true)}>
        <AudioPlayer name="<b>jingle</b>.mp3" url="/v1/file/cache/9" sizeMb={0.05} onRemove={onRemove} />
      </TestAdminContext>,
    );
    expect(screen.getByText('<b>jingle</b>.mp3')).toBeInTheDocument();
    expect(screen.getByText(/0\.05 Mb/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove <b>jingle</b>.mp3' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it("shows the decoded duration it is given, not the audio element's estimate, which it falls back to", () => {
    render(
      <TestAdminContext authProvider={testAuthProvider(true)}>
        <AudioPlayer name="vbr.mp3" url="/v1/file/cache/1" sizeMb={0.4} duration={17.02} onRemove={vi.fn()} />
        <AudioPlayer name="other.mp3" url="/v1/file/cache/2" sizeMb={0.4} onRemove={vi.fn()} />
      </TestAdminContext>,
    );
    for (const name of ['vbr.mp3', 'other.mp3']) {
      const audio = screen.getByRole('group', { name: `Track: ${name}` }).querySelector('audio');
      if (!audio) throw new Error('no audio element');
      // A VBR file without a Xing header, as the element misreads it.
      Object.defineProperty(audio, 'duration', { configurable: true, value: 15.5 });
      fireEvent.loadedMetadata(audio);
    }
    expect(screen.getByText('0.40 Mb · 0:17')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Progress of vbr.mp3' })).toHaveAttribute('aria-valuemax', '17.02');
    expect(screen.getByText('0.40 Mb · 0:16')).toBeInTheDocument();
  });

  it('plays one track at a time: starting another pauses the one playing', async () => {
    const user = userEvent.setup();
    render(
      <TestAdminContext authProvider={testAuthProvider(true)}>
        <AudioPlayer name="spot_1.mp3" url="/v1/file/cache/1" sizeMb={0.4} onRemove={vi.fn()} />
        <AudioPlayer name="spot_2.mp3" url="/v1/file/cache/2" sizeMb={0.4} onRemove={vi.fn()} />
      </TestAdminContext>,
    );
    const first = playable('spot_1.mp3');
    const second = playable('spot_2.mp3');
    await user.click(screen.getByRole('button', { name: 'Play spot_1.mp3' }));
    expect(screen.getByRole('button', { name: 'Pause spot_1.mp3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play spot_2.mp3' }));
    expect(first.pause).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Play spot_1.mp3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause spot_2.mp3' })).toBeInTheDocument();
    expect(second.pause).not.toHaveBeenCalled();
  });
});
