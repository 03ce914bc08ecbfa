// How the bench serves the product's and the floor's builds. Both always get the same server:
// - 'h2' (the default): bench/h2server.mjs, HTTP/2 over TLS with a certificate made for this run, as a
//   production deployment serves the console; the browsers are told to accept that certificate.
// - 'http1' (`npm run bench -- --http1`): `vite preview`, HTTP/1.1 without TLS, for comparison.
import { resolve } from 'node:path';
import { VITE, startNode, waitFor } from '../scripts/processes.mjs';
import { makeCertificate, waitForTls } from './tls.mjs';

const APP_CONFIG = 'vite.config.ts';
const FLOOR_CONFIG = 'bench/vite.floor.config.ts';

/**
 * Starts the app's and the floor's servers: { servers, app, floor, ready(), remove() }, where `app` and
 * `floor` are the origins to visit and `remove` deletes what the run made (its certificate). Without a
 * `floorDist` (a part of the bench that compares ours with ours) only the app is served.
 */
export const serveBuilds = (mode, { appDist, floorDist, ports }) => {
  const mock = { MOCK_PORT: String(ports.mock) };
  if (mode === 'http1') {
    return {
      app: `http://localhost:${ports.app}`,
      floor: `http://localhost:${ports.floor}`,
      servers: [
        startNode('app', [VITE, 'preview', '--logLevel', 'warn', '--outDir', appDist], { APP_PORT: ports.app, ...mock }, { quiet: true }),
        // An absolute folder: the floor's config has its own root (bench/floor).
        ...(floorDist ? [startNode('floor', [VITE, 'preview', '--logLevel', 'warn', '--config', FLOOR_CONFIG, '--outDir', resolve(floorDist), '--port', String(ports.floor)], {}, { quiet: true })] : []),
      ],
      ready() {
        return Promise.all([waitFor(this.app), ...(floorDist ? [waitFor(this.floor)] : [])]);
      },
      remove: () => {},
    };
  }
  const certificate = makeCertificate();
  const h2 = (name, config, dist, port) =>
    startNode(name, ['bench/h2server.mjs', '--config', config, '--dist', dist, '--port', String(port), '--key', certificate.key, '--cert', certificate.cert], mock, { quiet: true });
  return {
    app: `https://localhost:${ports.app}`,
    floor: `https://localhost:${ports.floor}`,
    servers: [h2('app', APP_CONFIG, appDist, ports.app), ...(floorDist ? [h2('floor', FLOOR_CONFIG, floorDist, ports.floor)] : [])],
    ready() {
      return Promise.all([waitForTls(this.app, certificate.cert), ...(floorDist ? [waitForTls(this.floor, certificate.cert)] : [])]);
    },
    remove: certificate.remove,
  };
};
