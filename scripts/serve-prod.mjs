// `npm run serve:prod`: the production build served as deployed. Builds dist/ (PROD_SKIP_BUILD=1 serves
// the one there), starts Debian's nginx (installed with apt when missing) with the generated
// configuration (deploy/nginx.conf.template) over TLS and HTTP/2 with a self-signed certificate for
// localhost, proxying /v1 to BACKEND_URL or VITE_API_URL when given, otherwise to a mock it starts
// (its own data file, so it never shares `npm run mock`'s; it prints emails' links as usual). Prints the URL and the demo logins; Ctrl+C
// stops everything it started. Settings: PROD_PORT (8443), PROD_HTTP_PORT (8080: plain HTTP, redirected
// to HTTPS), PROD_MOCK_PORT (3002), PROD_OUT_DIR (dist).
import { spawnSync } from 'node:child_process';
import { ensureNginx, startNginx } from './nginxServer.mjs';
import { TSX, VITE, startNode, stop, waitFor } from './processes.mjs';

const port = Number(process.env.PROD_PORT ?? '8443');
const httpPort = Number(process.env.PROD_HTTP_PORT ?? '8080');
const mockPort = Number(process.env.PROD_MOCK_PORT ?? '3002');
const outDir = process.env.PROD_OUT_DIR ?? 'dist';
const givenBackend = process.env.BACKEND_URL ?? process.env.VITE_API_URL;
const url = `https://localhost:${port}`;

await ensureNginx();
if (process.env.PROD_SKIP_BUILD !== '1') {
  console.log(`Building the production bundle into ${outDir}/…`);
  const built = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn', '--outDir', outDir], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const children = [];
let nginx;
let stopping = false;
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  children.forEach(stop);
  await nginx?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

let backendUrl = givenBackend;
if (!backendUrl) {
  const mock = startNode('mock', [...TSX, 'mock-server/main.ts'], {
    MOCK_PORT: String(mockPort),
    MOCK_DB_FILE: 'mock-server/.data/db-prod.json',
    // The app's origin is nginx's: the mock's CORS and its emails' links answer it.
    MOCK_APP_URL: url,
  });
  children.push(mock);
  backendUrl = `http://127.0.0.1:${mockPort}`;
  await waitFor(`${backendUrl}/v1/whitelabel/info`);
}

try {
  nginx = await startNginx({ distDir: outDir, port, httpPort, backendUrl });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
[nginx.child, ...children].forEach((child) =>
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${child.name} stopped (exit ${code}); stopping the rest.`);
    void shutdown(code ?? 1);
  }),
);

console.log(`
  App (nginx, HTTP/2, self-signed certificate for localhost): ${url}
  /v1 backend: ${backendUrl}${givenBackend ? '' : ' (the mock; its data in mock-server/.data/db-prod.json)'}

  Demo logins
    admin@demo.test       Admin#2026        white-label administrator (every permission)
    advertiser@demo.test  Advertiser#2026   advertiser (no administration, no admin search)
    analyst@demo.test     Analyst#2026      sub-user: PAGE_REPORTS, REPORT_IMPRESSIONS, REPORT_CLICKS

  Your browser will warn about the certificate once. Press Ctrl+C to stop.
`);
