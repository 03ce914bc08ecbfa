import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mp4Of, pngHeader } from '../../../src/media/mediaBytes.testkit';
import { DISAPPROVED } from '../banner/BannerSection.testkit';
import { fixtureFile, uploadRefusal } from '../creatives/uploads.testkit';
import { formValues, nativeValues, refuseNext, renderNative, requestsNamed, stored, storedNativeAd } from './NativeSection.testkit';

const file = (bytes: Uint8Array, name: string, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const region = (name: string) => screen.getByRole('region', { name });
const ad = () => formValues().visuals.native_ad;

describe('NativeSection', () => {
  it('shows only the switch while off; turning it on makes the default ad of a campaign stored without one', async () => {
    const user = userEvent.setup();
    renderNative({ values: nativeValues({ enabled: false, ad: null }) });
    expect(screen.queryByRole('textbox', { name: 'Headline' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Native ad on' }));
    expect(await screen.findByRole('textbox', { name: 'Headline' })).toBeInTheDocument();
    expect(formValues().visuals.native_enabled).toBe(true);
    expect(ad()).toMatchObject({ headline: '', images: [], logo: null, video: null, star_rating: 5 });
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
  });

  it('previews a stored ad as one card per image at its real size, texts as text, with its stars and serving decision', () => {
    renderNative({ values: nativeValues({ ad: { ...storedNativeAd(), headline: '<b>Fresh</b>', creative_serving_decision: DISAPPROVED } }) });
    const wide = screen.getByRole('group', { name: 'Native ad preview at real size, 1200x627' });
    const square = screen.getByRole('group', { name: 'Native ad preview at real size, 600x600' });
    expect(wide).toHaveStyle({ width: '1200px' });
    expect(square).toHaveStyle({ width: '600px' });
    const [image, logo] = within(wide).getAllByRole('presentation');
    expect([image?.getAttribute('width'), image?.getAttribute('height'), logo?.getAttribute('width')]).toEqual(['1200', '627', '128']);
    expect(within(wide).getByText('<b>Fresh</b>')).toBeInTheDocument();
    expect(within(wide).getByText('Shop now')).toBeInTheDocument();
    expect(within(wide).getByText('$4.99')).toBeInTheDocument();
    expect(within(wide).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByLabelText('Serving decision: Disapproved: ALCOHOL, GAMBLING')).toBeInTheDocument();
    expect(within(region('Images')).getByText('wide.png: 1200x627')).toBeInTheDocument();
    // Both sizes are there: no upload box until one is removed.
    expect(within(region('Images')).queryByLabelText('Native ad image file')).toBeNull();
  });

  it('refuses an image of another size in the browser and sends nothing; a right one is stored, and one of the same size replaces it', async () => {
    const user = userEvent.setup();
    renderNative();
    const images = region('Images');
    await user.upload(within(images).getByLabelText('Native ad image file'), file(pngHeader(1200, 600), 'flat.png'));
    expect(await within(images).findByRole('alert')).toHaveTextContent('Please upload image with 1200x627 or 600x600 dimensions');
    expect(requestsNamed('creativeUpload')).toEqual([]);
    await user.upload(within(images).getByLabelText('Native ad image file'), fixtureFile('native-600x600.png', 'Square one.png', 'image/png'));
    await waitFor(() => expect(ad()?.images).toHaveLength(1));
    expect(ad()?.creative_name).toBe('Square_one');
    await user.upload(within(images).getByLabelText('Native ad image file'), fixtureFile('native-600x600.png', 'square two.png', 'image/png'));
    await waitFor(() => expect(ad()?.images[0]?.file_name).toBe('square two.png'));
    const { id, url } = stored('square two.png');
    expect(ad()?.images).toEqual([{ file_id: id, url, width: 600, height: 600, file_name: 'square two.png' }]);
    expect(requestsNamed('creativeUpload')).toEqual([
      { call: 'native', kind: 'image', fileName: 'Square one.png' },
      { call: 'native', kind: 'image', fileName: 'square two.png' },
    ]);
    await user.click(within(images).getByRole('button', { name: 'Remove the 600x600 image' }));
    expect(ad()?.images).toEqual([]);
  });

  it('refuses a logo that is not 128x128, takes one that is, shown at that size', async () => {
    const user = userEvent.setup();
    renderNative();
    const logo = region('Logo or app icon');
    expect(within(logo).getByText('Required for this campaign\'s goal.')).toBeInTheDocument();
    await user.upload(within(logo).getByLabelText('Native ad logo or app icon file'), file(pngHeader(128, 96), 'wide.png'));
    expect(await within(logo).findByRole('alert')).toHaveTextContent('Please upload image with 128x128 dimensions');
    await user.upload(within(logo).getByLabelText('Native ad logo or app icon file'), fixtureFile('logo-128x128.png', 'icon.png', 'image/png'));
    expect(await within(logo).findByRole('img', { name: 'Logo or app icon' })).toHaveAttribute('width', '128');
    expect(requestsNamed('creativeUpload')).toEqual([{ call: 'native', kind: 'logo', fileName: 'icon.png' }]);
    expect(ad()?.logo).toMatchObject({ file_id: stored('icon.png').id });
  });

  it('holds the video to the video rules and plays a stored one', async () => {
    const user = userEvent.setup();
    renderNative();
    const video = region('Video');
    await user.upload(within(video).getByLabelText('Native ad video file'), file(mp4Of({ width: 320, height: 240, seconds: 2 }), 'small.mp4', 'video/mp4'));
    expect(await within(video).findByRole('alert')).toHaveTextContent('Please upload video with 480x360, 640x360 or 1920x800 dimensions');
    expect(requestsNamed('creativeUpload')).toEqual([]);
    await user.upload(within(video).getByLabelText('Native ad video file'), fixtureFile('video-640x360.mp4', 'clip.mp4', 'video/mp4'));
    expect(await within(video).findByText('clip.mp4: 2 s')).toBeInTheDocument();
    expect(within(video).getByLabelText('Video: clip.mp4').tagName).toBe('VIDEO');
    const clip = stored('clip.mp4');
    expect(ad()?.video).toEqual({ file_id: clip.id, name: 'clip.mp4', url: clip.url, size: expect.any(Number), duration: 2 });
    expect(requestsNamed('creativeUpload')).toEqual([{ call: 'native', kind: 'video', fileName: 'clip.mp4' }]);
  });

  it("shows the server's refusal in the browser check's words, translated, and keeps the form as it was", async () => {
    const user = userEvent.setup();
    // The mock takes the same upload from the same form, so the refusal below is the server's doing.
    const taken = renderNative({ values: nativeValues({ ad: { headline: 'Скидки' } }), language: 'ru' });
    await user.upload(screen.getByLabelText('Файл изображения нативного объявления'), fixtureFile('native-600x600.png', 'a.png', 'image/png'));
    await waitFor(() => expect(ad()?.images).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    taken.unmount();
    // Hand-made: the mock checks by the browser's rule, so it never refuses a file the check passed.
    refuseNext('creativeUpload', uploadRefusal('imageDimensions', 'Please upload image with 1200x627 or 600x600 dimensions'));
    renderNative({ values: nativeValues({ ad: { headline: 'Скидки' } }), language: 'ru' });
    await user.upload(screen.getByLabelText('Файл изображения нативного объявления'), fixtureFile('native-600x600.png', 'a.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Загрузите изображение размером 1200x627 или 600x600');
    expect(ad()).toMatchObject({ images: [], headline: 'Скидки' });
  });

  it("asks, while on, for what the goal needs in the rules' words, and counts bytes as typed", async () => {
    const user = userEvent.setup();
    renderNative({ values: nativeValues({ ad: { call_to_action: 'Купить сейчас' } }) });
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Скидки');
    expect(screen.getByText('Required. 12 of 25 bytes (a letter outside the Latin alphabet takes 2 or more)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('At most 15 bytes (a letter outside the Latin alphabet takes 2 or more).')).toBeInTheDocument();
    expect(screen.getAllByText('Field is required.')).toHaveLength(2);
    expect(screen.getByText('Creative Name is a required field')).toBeInTheDocument();
    expect(within(region('Logo or app icon')).getByText('Upload a 128x128 logo or app icon: this campaign\'s goal needs one.')).toBeInTheDocument();
  });

  it('for an awareness goal, leaves the logo and advertiser optional', async () => {
    renderNative({ values: nativeValues({ ad: { ...storedNativeAd(), logo: null, advertiser: '' }, goal: 'maximized_reach' }) });
    expect(within(region('Logo or app icon')).getByText('Optional for this campaign\'s goal.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByText('Optional. 0 of 25 bytes (a letter outside the Latin alphabet takes 2 or more)')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Field is required.')).toBeNull();
  });
});
