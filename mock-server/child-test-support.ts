import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test harness for the real command-line mock (`tsx mock-server/main.ts`) as a child process, the way
 * `npm run mock` and scripts/processes.mjs start it: for what only a separate process can show (a
 * kill -9, the address it binds). Port 0 lets the system pick a free port, read back from the
 * start-up line, so parallel runs never collide.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 20_000;

export interface MockChild {
  process: ChildProcess;
  /** The host and port from the start-up line. */
  host: string;
  port: number;
  base: string;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the process has exited (at once when it already has). */
  exited(): Promise<void>;
}

/** The environment without any MOCK_* the test runner inherited, plus the given settings. */
const mockEnv = (settings: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('MOCK_')) env[key] = value;
  return { ...env, MOCK_PORT: '0', ...settings };
};

const LISTENING = /listening on http:\/\/(\[[^\]]+\]|[^\s:/]+):(\d+)/;
/** main.ts prints where the data came from last, after the address (and the clock): the start-up is complete then. */
const DATA_LINE = /\n\s+data: [^\n]*\n/;

export const startMockChild = (settings: Record<string, string>): Promise<MockChild> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    cwd: root,
    env: mockEnv(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<MockChild>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the mock did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      const match = LISTENING.exec(output);
      if (!match?.[1] || !match[2] || !DATA_LINE.test(output)) return;
      clearTimeout(timer);
      const host = match[1];
      const port = Number(match[2]);
      resolve({ process: child, host, port, base: `http://${host}:${port}`, output: () => output, exited: () => exit });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`the mock stopped before listening:\n${output}`));
    });
  });
};

/** Kills the child (SIGKILL: no chance to save) and waits for it to be gone. */
export const killMockChild = async (child: MockChild | undefined): Promise<void> => {
  if (!child || child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGKILL');
  await child.exited();
};
