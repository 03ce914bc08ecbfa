import { createMockServer } from './app';
import * as mockClock from './clock';
import { startOrExit } from './start-or-exit';

/**
 * `npm run mock`: the /v1 emulation on MOCK_PORT. A change is in the db file before its answer is sent
 * (db/store.ts, http/durable-answers.ts), so even a kill -9 loses nothing acknowledged; on Ctrl+C or a
 * termination signal anything still pending is written before exiting.
 */
const server = startOrExit('Mock backend not started', () => createMockServer());
const { config, loaded } = server;
// Loopback unless MOCK_HOST says otherwise: the mock's data and test-only API are for this machine.
const listener = server.app.listen(config.port, config.host, () => {
  const address = listener.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  console.log(`Mock /v1 backend listening on ${base}`);
  if (config.startAt !== null) console.log(`  clock: started at ${new Date(config.startAt).toISOString()}, now ${mockClock.nowDate().toISOString()} (MOCK_NOW)`);
  console.log(`  data: ${config.dbFile} (${loaded.origin === 'file' ? 'loaded' : `seeded, ${loaded.reason ?? ''}`}; scale ${config.scale})`);
  console.log(`  token ttl ${server.settings.tokenTtl}s, latency ${server.settings.latencyMs}ms, fail rate ${server.settings.failRate}`);
  console.log(`  white-label: ${server.settings.whitelabel} (MOCK_WHITELABEL)`);
  if (config.adminApi) console.log(`  test-only API: ${base}/__mock/settings, /__mock/mailbox, /__mock/reset`);
});

listener.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${config.port} is in use: set MOCK_PORT to another port.` : `${error.message} (MOCK_HOST=${config.host})`);
  process.exit(1);
});

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  listener.close();
  try {
    server.flush();
  } catch (error) {
    console.error(`Mock backend stopped (${signal}); the last changes could not be saved: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`Mock backend stopped (${signal}); data saved.`);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
