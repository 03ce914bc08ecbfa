import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mp4Of, pngHeader } from '../../../src/media/mediaBytes.testkit';
import { DISAPPROVED } from '../banner/BannerSection.testkit';
import { fixtureFile, uploadRefusal } from '../creatives/uploads.testkit';
import { CAMPAIGN_EDITOR_PATHS, type CampaignRecord } from '../../../src/api/contract';
import { backend, formValues, refuseNext, renderVideoAds, requestsNamed, stored, storedVideoAd, videoValues } from './VideoSection.testkit';

const item = (n: number) => screen.getByRole('region', { name: `Video ad ${n}` });
const file = (bytes: Uint8Array, name: string, type = 'video/mp4') => new File([new Uint8Array(bytes)], name, { type });

describe('VideoSection', () => {
  it('shows the items only while video ads are on, and keeps them while off', async () => {
    const user = userEvent.setup();
    renderVideoAds({ values: videoValues({ enabled: false, ads: [storedVideoAd()] }) });
    expect(screen.queryByRole('region', { name: 'Video ad 1' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Video ads on' }));
    expect(within(item(1)).getByRole('textbox', { name: 'Creative name' })).toHaveValue('Teaser');
    expect(formValues().visuals.video_enabled).toBe(true);
  });

  it('previews a stored video at its real size with its companion beside it, and shows its serving decision', () => {
    renderVideoAds({ values: videoValues({ ads: [storedVideoAd({ creative_serving_decision: DISAPPROVED })] }) });
    const preview = within(item(1)).getByRole('group', { name: 'Preview at real size' });
    const player = within(preview).getByLabelText('Video: teaser.mp4');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect([player.getAttribute('width'), player.getAttribute('height')]).toEqual(['640', '360']);
    const companion = within(preview).getByRole('img', { name: 'Teaser_companion' });
    expect([companion.getAttribute('width'), companion.getAttribute('height')]).toEqual(['300', '250']);
    expect(within(item(1)).getByText('teaser.mp4: 640x360, 2 s')).toBeInTheDocument();
    expect(within(item(1)).getByLabelText('Serving decision: Disapproved: ALCOHOL, GAMBLING')).toBeInTheDocument();
  });

  it("shows an exchange's rejection on the rejected video ad: the exchange, its reason in words, review and resubmit, the code as a detail", async () => {
    // The advertiser's seeded video ad that an exchange rejected, as the mock answers the campaign.
    const seeded = backend.mock.store.state().campaigns.find((c) => c.visuals.video_ads.some((ad) => ad.google_status));
    expect(seeded).toBeDefined();
    const { data: record } = await backend.call<CampaignRecord>(`${CAMPAIGN_EDITOR_PATHS.campaign}/${seeded?.id}`);
    const rejected = record.visuals.video_ads[0];
    expect(rejected).toMatchObject({ exchange_id: 1, google_status: expect.any(String) });
    renderVideoAds({ values: videoValues({ ads: [rejected!, storedVideoAd()] }) });
    const note = within(item(1)).getByTestId('exchange-rejection');
    expect(note).toHaveTextContent(
      "Rejected by Google: The ad or its landing page breaks the exchange's content policy. Please review the exchange's policy and resubmit the creative.",
    );
    expect(within(note).getByTestId('refusal-code')).toHaveTextContent(`Code ${rejected?.google_status}`);
    expect(within(note).getByRole('button', { name: `Copy the code ${rejected?.google_status}` })).toBeInTheDocument();
    expect(within(item(2)).queryByTestId('exchange-rejection')).toBeNull();
  });

  it('says it in Russian too', async () => {
    renderVideoAds({ values: videoValues({ ads: [storedVideoAd({ exchange_id: 1, google_status: 'POLICY_VIOLATION_86' })] }), language: 'ru' });
    const note = await screen.findByTestId('exchange-rejection');
    expect(note).toHaveTextContent(
      'Отклонено биржей Google: Объявление или его целевая страница нарушает правила биржи о содержании. Ознакомьтесь с правилами биржи и отправьте креатив повторно.',
    );
    expect(within(note).getByTestId('refusal-code')).toHaveTextContent('Код POLICY_VIOLATION_86');
  });

  it('refuses a video of another size in the browser and sends nothing', async () => {
    const user = userEvent.setup();
    renderVideoAds();
    await user.upload(within(item(1)).getByLabelText('Video ad 1 video file'), file(mp4Of({ width: 320, height: 240, seconds: 2 }), 'small.mp4'));
    expect(await within(item(1)).findByRole('alert')).toHaveTextContent('Please upload video with 480x360, 640x360 or 1920x800 dimensions');
    expect(requestsNamed('creativeUpload')).toEqual([]);
    expect(formValues().visuals.video_ads[0]?.video).toBeNull();
  });

  it('uploads a fitting video and companion, names the item after the video, and previews both', async () => {
    const user = userEvent.setup();
    renderVideoAds();
    await user.upload(within(item(1)).getByLabelText('Video ad 1 video file'), fixtureFile('video-1920x800.mp4', 'Spring teaser.mp4', 'video/mp4'));
    await waitFor(() => expect(formValues().visuals.video_ads[0]?.video).not.toBeNull());
    const video = stored('Spring teaser.mp4');
    expect(formValues().visuals.video_ads[0]).toMatchObject({ creative_name: 'Spring_teaser', video: { file_id: video.id, name: 'Spring teaser.mp4', url: video.url, width: 1920, height: 800, duration: 2 } });
    await user.upload(within(item(1)).getByLabelText('Video ad 1 companion banner file'), fixtureFile('companion-300x250.jpg', 'side banner.jpg', 'image/jpeg'));
    await waitFor(() => expect(formValues().visuals.video_ads[0]?.companion_banners).toHaveLength(1));
    const companion = stored('side banner.jpg');
    expect(formValues().visuals.video_ads[0]?.companion_banners).toEqual([{ width: 300, height: 250, creative_name: 'side_banner', file_id: companion.id, url: companion.url }]);
    expect(requestsNamed('creativeUpload')).toEqual([
      { call: 'video', kind: 'video', fileName: 'Spring teaser.mp4' },
      { call: 'video', kind: 'companion', fileName: 'side banner.jpg' },
    ]);
    const preview = within(item(1)).getByRole('group', { name: 'Preview at real size' });
    expect(within(preview).getByLabelText('Video: Spring teaser.mp4')).toHaveAttribute('width', '1920');
    expect(within(preview).getByRole('img', { name: 'side_banner' })).toHaveAttribute('height', '250');
  });

  it('refuses a companion of another size, over 150 KB, or a gif, each with its message', async () => {
    const user = userEvent.setup();
    renderVideoAds();
    const box = () => within(item(1)).getByLabelText('Video ad 1 companion banner file');
    await user.upload(box(), file(pngHeader(320, 250), 'wide.png', 'image/png'));
    expect(await within(item(1)).findByText('Please upload image with 300x250 dimensions')).toBeInTheDocument();
    const big = new Uint8Array(150 * 1024 + 1);
    big.set(pngHeader(300, 250));
    await user.upload(box(), file(big, 'big.png', 'image/png'));
    expect(await within(item(1)).findByText('The file must be at most 150 KB.')).toBeInTheDocument();
    expect(requestsNamed('creativeUpload')).toEqual([]);
  });

  it("shows the server's refusal in the browser check's words, translated, and keeps the form as it was", async () => {
    const user = userEvent.setup();
    // The mock takes the same upload into the same item, so the refusal below is the server's doing.
    const taken = renderVideoAds({ language: 'ru' });
    await user.upload(screen.getByLabelText('Видеообъявление 1: файл видео'), fixtureFile('video-640x360.mp4', 'v.mp4', 'video/mp4'));
    await waitFor(() => expect(formValues().visuals.video_ads[0]?.video).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    taken.unmount();
    // Hand-made: the mock checks by the browser's rule, so it never refuses a file the check passed.
    refuseNext('creativeUpload', uploadRefusal('fileSizeError', 'The file must be at most 10 MB.'));
    renderVideoAds({ language: 'ru' });
    await user.upload(screen.getByLabelText('Видеообъявление 1: файл видео'), fixtureFile('video-640x360.mp4', 'v.mp4', 'video/mp4'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл должен быть не больше 10 МБ.');
    expect(formValues().visuals.video_ads[0]?.video).toBeNull();
  });

  it('adds and removes items, never below one', async () => {
    const user = userEvent.setup();
    renderVideoAds({ values: videoValues({ ads: [storedVideoAd()] }) });
    expect(within(item(1)).queryByRole('button', { name: 'Remove Video ad 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add video ad' }));
    expect(formValues().visuals.video_ads).toHaveLength(2);
    await user.click(within(item(1)).getByRole('button', { name: 'Remove Video ad 1' }));
    expect(formValues().visuals.video_ads).toHaveLength(1);
    expect(formValues().visuals.video_ads[0]?.creative_name).toBe('');
    expect(screen.queryByRole('button', { name: /^Remove Video ad/ })).toBeNull();
  });

  it('asks for the video and the name in the spec\'s words while on', async () => {
    renderVideoAds();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await within(item(1)).findByText('Upload the video.')).toBeInTheDocument();
    expect(within(item(1)).getByText('Creative Name is a required field')).toBeInTheDocument();
  });
});
