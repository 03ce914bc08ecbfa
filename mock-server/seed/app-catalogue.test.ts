import { describe, expect, it } from 'vitest';
import { APP_CATALOGUE, findCatalogueApp } from './app-catalogue';
import { expectEvery } from '../../src/test/expectations';

describe('app catalogue', () => {
  it('holds each id once per platform, ratings within the stores 1-5 stars', () => {
    const keys = APP_CATALOGUE.map((app) => `${app.app_platform_type}:${app.bundle_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expectEvery(APP_CATALOGUE, (app) => app.star_rating >= 1 && app.star_rating <= 5);
  });

  it('draws every icon as an SVG data URL showing the initials of the app', () => {
    const app = findCatalogueApp('android', 'com.tuneflow.music');
    const svg = decodeURIComponent(app?.icon_url.replace('data:image/svg+xml,', '') ?? '');
    expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect(svg).toContain('>TM</text>');
  });

  it('gives a reverse-domain iOS id a stable ten-digit store id', () => {
    const first = findCatalogueApp('ios', 'com.naijaradio.live')?.store_url;
    expect(first).toMatch(/\/id[0-9]{10}$/);
    expect(findCatalogueApp('ios', 'com.stepquest.walk')?.store_url).not.toBe(first);
  });

  it('matches ids exactly, per platform', () => {
    expect(findCatalogueApp('android', 'com.example.app')?.app_name).toBe('Example App');
    expect(findCatalogueApp('android', 'COM.EXAMPLE.APP')).toBeUndefined();
    expect(findCatalogueApp('ios', 'com.example.app')).toBeUndefined();
  });
});
