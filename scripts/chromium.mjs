// Debian's chromium drives the end-to-end tests (npm cannot download browsers here).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`End-to-end tests need Debian's chromium at ${CHROMIUM}: run "sudo apt-get install -y chromium" once.`);
    process.exit(1);
  }
  console.log(`Installing Debian's chromium (missing at ${CHROMIUM})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (update.status !== 0 || install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error('Could not install chromium with apt-get; install it by hand and run the tests again.');
    process.exit(1);
  }
};
