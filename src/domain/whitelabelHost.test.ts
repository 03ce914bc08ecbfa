import { describe, expect, it } from 'vitest';
import { whitelabelIdOfHost } from './whitelabelHost';

describe('whitelabelIdOfHost', () => {
  it.each([
    ['ng.example.com', 'ng'],
    ['ng.localhost', 'ng'],
    ['am.console.example.com', 'am'],
    ['NG.Example.COM', 'ng'],
    ['ng.example.com.', 'ng'],
    ['ng.localhost:5173', 'ng'],
    ['tn-2.example.com', 'tn-2'],
    ['example.com', 'example'],
  ])('%s names the client %s', (host, client) => {
    expect(whitelabelIdOfHost(host)).toBe(client);
  });

  it.each([
    ['localhost'],
    ['localhost:5173'],
    ['127.0.0.1'],
    ['127.0.0.1:3001'],
    ['10.1.2.3'],
    ['[::1]'],
    ['[::1]:5173'],
    ['::1'],
    ['console'],
    ['www.example.com'],
    ['WWW.example.com'],
    ['-ng.example.com'],
    ['ng_x.example.com'],
    [''],
  ])('%s names no client (the default)', (host) => {
    expect(whitelabelIdOfHost(host)).toBeNull();
  });
});
