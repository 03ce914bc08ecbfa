import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pngHeader, zipOf } from '../../../src/media/mediaBytes.testkit';
import { fixtureFile, toastsBesides, untilFound, uploadRefusal } from '../creatives/uploads.testkit';
import { INLINE_MESSAGE_MS } from '../owner/useFlashMessage';
import { TOAST_DURATION_MS } from '../../../src/app/AppNotification';
import { backend, bannerValues, DISAPPROVED, focusField, formValues, refuseNext, renderBanners, requestsNamed, stored, storedBanner } from './BannerSection.testkit';

const SLOT_300x250 = { key: 106, width: 300, height: 250 };
const slot = (size: string) => screen.getByRole('region', { name: `${size} banner` });
/** Bytes the browser's check refuses before anything is sent. */
const file = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
/** A real PNG of the fixtures, which the mock accepts for its slot. */
const png = (fixtureName: string, name: string) => fixtureFile(fixtureName, name, 'image/png');

describe('BannerSection', () => {
  it('offers every slot of spec 2 §9, each with its upload box', () => {
    renderBanners();
    for (const size of ['970x90', '320x50', '728x90', '160x600', '250x250', '300x250', '300x100', '300x600', '240x400', '320x480', '480x320', '480x800', '768x1024'])
      expect(within(slot(size)).getByLabelText(`${size} banner file`)).toBeInTheDocument();
  });

  it('shows a stored banner at its real size, with its serving decision and its name', () => {
    renderBanners({ values: bannerValues([storedBanner(SLOT_300x250, { creative_serving_decision: DISAPPROVED })]) });
    const region = slot('300x250');
    const image = within(region).getByRole('img', { name: 'Summer_sale' });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '250');
    expect(within(region).getByLabelText('Serving decision: Disapproved: ALCOHOL, GAMBLING')).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Creative name' })).toHaveValue('Summer_sale');
  });

  it('refuses a file of another shape in the browser, with the slot in the message, and sends nothing', async () => {
    const user = userEvent.setup();
    renderBanners();
    await user.upload(within(slot('300x250')).getByLabelText('300x250 banner file'), file(pngHeader(300, 260), 'wide.png'));
    expect(await within(slot('300x250')).findByRole('alert')).toHaveTextContent('The image must be at least 300x250 pixels, with exactly that aspect ratio.');
    expect(requestsNamed('creativeUpload')).toEqual([]);
    expect(formValues().visuals.banners).toEqual([]);
  });

  it('shows a refusal as an error toast as well, and the line under the box vanishes after 3 s (spec 2 §2, §8)', async () => {
    // The fake clock moves only when told: the 3 s are advanced, not waited for; the file is chosen by
    // firing the change directly (user-event waits on timers the fake clock holds).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderBanners({ toasts: true });
      const region = slot('300x250');
      fireEvent.change(within(region).getByLabelText('300x250 banner file'), { target: { files: [file(pngHeader(300, 260), 'wide.png')] } });
      const message = 'The image must be at least 300x250 pixels, with exactly that aspect ratio.';
      expect(await untilFound(() => within(region).queryByRole('alert'), 'the refusal')).toHaveTextContent(message);
      expect(toastsBesides(region).map((toast) => toast.textContent)).toEqual([message]);
      await act(() => vi.advanceTimersByTimeAsync(INLINE_MESSAGE_MS - 1));
      expect(within(region).getByRole('alert')).toHaveTextContent(message);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(within(region).queryByRole('alert')).toBeNull();
      expect(requestsNamed('creativeUpload')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a newer refusal take the place of one still waiting for the notification bar, so old ones do not pile up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderBanners({ toasts: true });
      const region = slot('300x250');
      const refuse = async (refused: File, message: string) => {
        fireEvent.change(within(region).getByLabelText('300x250 banner file'), { target: { files: [refused] } });
        await untilFound(() => within(region).queryByText(message), message);
      };
      const [first, second, latest] = [
        'The image must be at least 300x250 pixels, with exactly that aspect ratio.',
        'An HTML banner must be a zip file with index.html at its root.',
        'Only png, jpg, gif or webp images, or a zip HTML banner, are allowed.',
      ];
      await refuse(file(pngHeader(300, 260), 'wide.png'), first);
      await refuse(file(zipOf({ 'banner/index.html': '' }), 'b.zip'), second);
      await refuse(file(new TextEncoder().encode('not an image'), 'x.png'), latest);
      expect(toastsBesides(region).map((toast) => toast.textContent)).toEqual([first]);
      // The first toast's time runs out, then its exit: the next one shown is the latest, the second is gone.
      const toastTimeRunsOut = async () => {
        await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS));
        await act(() => vi.advanceTimersByTimeAsync(1_000));
      };
      await toastTimeRunsOut();
      expect(toastsBesides(region).map((toast) => toast.textContent)).toEqual([latest]);
      await toastTimeRunsOut();
      expect(toastsBesides(region)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uploads a fitting image, adds the banner named after its file, and keeps names within the rule', async () => {
    const user = userEvent.setup();
    renderBanners();
    await user.upload(within(slot('300x250')).getByLabelText('300x250 banner file'), png('banner-600x500.png', 'Summer sale.png'));
    await waitFor(() => expect(formValues().visuals.banners).toHaveLength(1));
    expect(requestsNamed('creativeUpload')).toEqual([{ call: 'upload3', kind: 'banner', slot: { width: 300, height: 250 }, fileName: 'Summer sale.png' }]);
    const { id, url } = stored('Summer sale.png');
    expect(formValues().visuals.banners[0]).toMatchObject({ key: 106, width: 300, height: 250, type_key: 1, creative_name: 'Summer_sale', file_id: id, url });
    const name = within(slot('300x250')).getByRole('textbox', { name: 'Creative name' });
    await user.type(name, ' v2');
    expect(formValues().visuals.banners[0]?.creative_name).toBe('Summer_sale_v2');
  });

  it('takes a zip HTML banner with index.html at its root, and refuses one without', async () => {
    const user = userEvent.setup();
    renderBanners();
    await user.upload(within(slot('728x90')).getByLabelText('728x90 banner file'), file(zipOf({ 'banner/index.html': '' }), 'b.zip'));
    expect(await within(slot('728x90')).findByRole('alert')).toHaveTextContent('An HTML banner must be a zip file with index.html at its root.');
    await user.upload(within(slot('728x90')).getByLabelText('728x90 banner file'), fixtureFile('html-banner.zip', 'b.zip', 'application/zip'));
    await waitFor(() => expect(formValues().visuals.banners).toHaveLength(1));
    // The upload said it is an HTML banner: it plays from its index.html in a sandboxed frame.
    expect(formValues().visuals.banners[0]).toMatchObject({ format: 'html', url: stored('b.zip').url });
    expect(stored('b.zip').checked?.facts).toMatchObject({ format: 'html', width: 728, height: 90 });
    const frame = within(slot('728x90')).getByTitle('HTML banner: b');
    expect(frame).toHaveAttribute('src', `${formValues().visuals.banners[0]?.url ?? ''}/index.html`);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it('previews by the stored format, never by a failed image load, in a named scroller that is no tab stop while the banner fits', () => {
    renderBanners({ values: bannerValues([storedBanner(SLOT_300x250), storedBanner({ key: 103, width: 728, height: 90 }, { format: 'html', url: '/v1/file/cache/9114' })]) });
    const image = within(slot('300x250')).getByRole('img', { name: 'Summer_sale' });
    fireEvent.error(image);
    expect(within(slot('300x250')).getByRole('img', { name: 'Summer_sale' })).toBeInTheDocument();
    expect(within(slot('300x250')).queryByTitle(/^HTML banner/)).toBeNull();
    expect(within(slot('728x90')).getByTitle('HTML banner: Summer_sale')).toHaveAttribute('src', '/v1/file/cache/9114/index.html');
    for (const size of ['300x250', '728x90']) {
      const scroller = within(slot(size)).getByRole('group', { name: `Banner preview at real size, ${size}` });
      // jsdom lays nothing out, so every banner fits: the e2e suite scrolls a wide one by the keyboard.
      expect(scroller).not.toHaveAttribute('tabindex');
    }
  });

  it("shows the server's refusal in the browser check's words, translated, and keeps the form as it was", async () => {
    const user = userEvent.setup();
    // The mock takes the same upload into the same slot, so the refusal below is the server's doing.
    const taken = renderBanners({ language: 'ru' });
    await user.upload(screen.getByLabelText('Файл баннера 300x250'), png('banner-300x250.png', 'a.png'));
    await waitFor(() => expect(formValues().visuals.banners).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    taken.unmount();
    // Hand-made: the mock checks by the browser's rule, so it never refuses a file the check passed.
    refuseNext('creativeUpload', uploadRefusal('bannerSize', 'The image must be at least 300x250 pixels, with exactly that aspect ratio.'));
    renderBanners({ language: 'ru' });
    await user.upload(screen.getByLabelText('Файл баннера 300x250'), png('banner-300x250.png', 'a.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Изображение должно быть не меньше 300x250 пикселей и точно с теми же пропорциями.');
    expect(formValues().visuals.banners).toEqual([]);
  });

  it("shows the spec's upload failure message, translated, for a refusal the browser has no rule for and for a server that does not answer", async () => {
    const user = userEvent.setup();
    const failed = { en: 'There was an error when uploading image/video', ru: 'Не удалось загрузить изображение или видео' };
    for (const language of ['en', 'ru'] as const) {
      // Hand-made: the page sends only well-formed uploads, so the mock has no refusal of this kind for it.
      refuseNext('creativeUpload', uploadRefusal('form', 'Send one file only.'));
      const { unmount } = renderBanners({ values: bannerValues([storedBanner({ key: 103, width: 728, height: 90 })]), language });
      const input = screen.getByLabelText({ en: '300x250 banner file', ru: 'Файл баннера 300x250' }[language]);
      await user.upload(input, png('banner-300x250.png', 'a.png'));
      expect(await screen.findByRole('alert')).toHaveTextContent(failed[language]);
      // The mock's fault switch: the server fails the upload (code 1, HTTP 500).
      await backend.settings({ failRate: 1 });
      await user.upload(input, png('banner-300x250.png', 'b.png'));
      await waitFor(() => expect(requestsNamed('creativeUpload')).toHaveLength(language === 'en' ? 2 : 4));
      expect(await screen.findByRole('alert')).toHaveTextContent(failed[language]);
      await backend.settings({ failRate: 0 });
      // The rest of the form is as it was.
      expect(formValues().visuals.banners.map((banner) => banner.key)).toEqual([103]);
      unmount();
    }
  });

  it('shows the publish rule "at least one creative" at the top of the tab, where the checklist\'s focus lands', async () => {
    const user = userEvent.setup();
    renderBanners();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const message = 'Add at least one creative: a banner with a name, or turn on a responsive, native or video ad.';
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    act(() => focusField('visuals'));
    // Read again: the message may be drawn anew as the check settles; the focus is on the one shown.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    // A named banner makes the rule hold: the message goes.
    await user.upload(within(slot('300x250')).getByLabelText('300x250 banner file'), png('banner-300x250.png', 'Spring.png'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('removes a banner, and the slot offers its upload again', async () => {
    const user = userEvent.setup();
    renderBanners({ values: bannerValues([storedBanner(SLOT_300x250)]) });
    await user.click(within(slot('300x250')).getByRole('button', { name: 'Remove 300x250 banner' }));
    expect(formValues().visuals.banners).toEqual([]);
    expect(within(slot('300x250')).getByLabelText('300x250 banner file')).toBeInTheDocument();
  });

  it('asks for each banner name in the spec\'s words', async () => {
    renderBanners({ values: bannerValues([storedBanner(SLOT_300x250, { creative_name: '' })]) });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Creative Name is a required field')).toBeInTheDocument();
  });
});
