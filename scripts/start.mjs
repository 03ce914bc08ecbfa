// `npm start`: the mock /v1 API with seeded data plus the app, then the URLs and the demo logins.
import { TSX, VITE, startNode, stop, waitFor } from './processes.mjs';

const mockPort = process.env.MOCK_PORT ?? '3001';
const appPort = process.env.APP_PORT ?? '5173';
const env = { MOCK_PORT: mockPort, APP_PORT: appPort, MOCK_APP_URL: `http://localhost:${appPort}` };

const mock = process.env.VITE_API_URL ? null : startNode('mock', [...TSX, 'mock-server/main.ts'], env);
const app = startNode('app', [VITE, '--clearScreen', 'false'], env, { quiet: true });
const children = [mock, app].filter(Boolean);

const shutdown = () => {
  children.forEach(stop);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
children.forEach((child) =>
  child.on('exit', (code) => {
    console.error(`${child.name} stopped (exit ${code}); stopping the rest.`);
    children.forEach(stop);
    process.exit(code ?? 1);
  }),
);

await Promise.all([mock && waitFor(`http://localhost:${mockPort}/v1/whitelabel/info`), waitFor(`http://localhost:${appPort}/`)]);
console.log(`
  App:      http://localhost:${appPort}
  Mock API: ${process.env.VITE_API_URL ?? `http://localhost:${mockPort}/v1`}

  Demo logins
    admin@demo.test       Admin#2026        white-label administrator (every permission)
    advertiser@demo.test  Advertiser#2026   advertiser (no administration, no admin search)
    analyst@demo.test     Analyst#2026      sub-user: PAGE_REPORTS, REPORT_IMPRESSIONS, REPORT_CLICKS

  Press Ctrl+C to stop.
`);
