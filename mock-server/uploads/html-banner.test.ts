import { describe, expect, it } from 'vitest';
import { HTML_BANNER_MAX_UNPACKED_BYTES } from '../../src/api/contract';
import { htmlBannerProblem } from './html-banner';
import type { ZipEntry } from './zip-listing';

const entries = (...names: string[]): ZipEntry[] => names.map((name) => ({ name, unpackedBytes: 100 }));

describe('htmlBannerProblem: an HTML banner is a zip with index.html at its root', () => {
  it('takes a root index.html with its files in folders', () => {
    expect(htmlBannerProblem(entries('index.html', 'css/', 'css/style.css', 'img/logo.png'))).toBeNull();
  });

  it('refuses a zip without a root index.html (nested, differently named, or empty)', () => {
    expect(htmlBannerProblem(entries('banner/index.html', 'banner/style.css'))).toBe('htmlFormatError');
    expect(htmlBannerProblem(entries('Index.HTML'))).toBe('htmlFormatError');
    expect(htmlBannerProblem(entries('index.htm'))).toBe('htmlFormatError');
    expect(htmlBannerProblem([])).toBe('htmlFormatError');
  });

  it('refuses names that would unpack outside the banner folder', () => {
    for (const name of ['../evil.js', 'img/../../evil.js', '/etc/passwd', 'C:/evil.js', 'img\\evil.js']) {
      expect(htmlBannerProblem(entries('index.html', name)), name).toBe('htmlFormatError');
    }
  });

  it(`refuses files adding up to more than ${HTML_BANNER_MAX_UNPACKED_BYTES} bytes unpacked, and takes exactly that`, () => {
    const half = HTML_BANNER_MAX_UNPACKED_BYTES / 2;
    const banner = (last: number): ZipEntry[] => [
      { name: 'index.html', unpackedBytes: half },
      { name: 'video.bin', unpackedBytes: last },
    ];
    expect(htmlBannerProblem(banner(half))).toBeNull();
    expect(htmlBannerProblem(banner(half + 1))).toBe('htmlTooBig');
  });
});
