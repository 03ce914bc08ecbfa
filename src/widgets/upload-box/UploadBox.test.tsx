import { describe, expect, it, vi } from 'vitest';
import { cleanup, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';
import { UploadBox, type UploadBoxProps } from './UploadBox';

const renderBox = (props: Partial<UploadBoxProps> = {}) => {
  const onFiles = vi.fn();
  render(
    <TestAdminContext authProvider={testAuthProvider(true)}>
      <UploadBox label="Banner file" hint="PNG, JPG or a zip" onFiles={onFiles} {...props} />
    </TestAdminContext>,
  );
  return onFiles;
};

const png = (name = 'banner.png') => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });

/** A drop of these files, as the browser dispatches it (dataTransfer with types and files). */
const drop = (target: Element, files: File[], type: 'dragOver' | 'drop') => {
  const event = createEvent[type](target);
  Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files } });
  fireEvent(target, event);
  return event;
};

describe('UploadBox', () => {
  it('hands over the file chosen with the button (keyboard operable), described by its hint', async () => {
    const user = userEvent.setup();
    const onFiles = renderBox();
    const button = screen.getByRole('button', { name: 'Choose file' });
    expect(button).toHaveAccessibleDescription('PNG, JPG or a zip');
    await user.upload(screen.getByLabelText('Banner file'), png());
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'banner.png' })]);
  });

  it('takes one file unless several are allowed', async () => {
    const user = userEvent.setup();
    const single = renderBox();
    await user.upload(screen.getByLabelText('Banner file'), [png('a.png'), png('b.png')]);
    expect(single.mock.calls[0]?.[0]).toHaveLength(1);
  });

  it('hands over several files when allowed', async () => {
    const user = userEvent.setup();
    const onFiles = renderBox({ multiple: true, label: 'Audio files' });
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Audio files'), [png('a.png'), png('b.png')]);
    expect(onFiles.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['a.png', 'b.png']);
  });

  it('takes dropped files, and keeps the browser from opening them', () => {
    const onFiles = renderBox();
    const zone = screen.getByRole('button', { name: 'Choose file' }).parentElement!;
    expect(drop(zone, [png()], 'dragOver').defaultPrevented).toBe(true);
    expect(zone).toHaveAttribute('data-dragging', 'true');
    expect(drop(zone, [png('dropped.png')], 'drop').defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'dropped.png' })]);
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('refuses files while busy and says it is working', () => {
    // When not busy the same box takes the same drop, so the refusal below is the busy state's doing.
    const idle = renderBox();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    expect(drop(screen.getByRole('button', { name: 'Choose file' }).parentElement!, [png()], 'drop').defaultPrevented).toBe(true);
    expect(idle).toHaveBeenCalledTimes(1);
    cleanup();
    const onFiles = renderBox({ busy: true });
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    // The shared LoadingButton's look: the spinner inside the button, which says it is busy.
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByRole('button', { name: 'Choose file' })).getByRole('progressbar', { name: 'Checking and uploading…' })).toBeInTheDocument();
    const zone = screen.getByRole('button', { name: 'Choose file' }).parentElement!;
    expect(drop(zone, [png()], 'drop').defaultPrevented).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('shows the refusal as an alert that also describes the button', () => {
    // Without a refusal the same box shows no alert and is described by its hint alone.
    renderBox();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription('PNG, JPG or a zip');
    cleanup();
    renderBox({ error: 'Please upload an image of at least 300x250 with the same aspect ratio' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image of at least 300x250 with the same aspect ratio');
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'PNG, JPG or a zip Please upload an image of at least 300x250 with the same aspect ratio',
    );
  });
});
