// Helpers to start the project's servers as real child processes and stop them cleanly.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('..', import.meta.url).pathname;

/** Starts `node <args>` in its own process group, so stopping it stops its children too. */
export const startNode = (name, args, env = {}, { quiet = false } = {}) => {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.name = name;
  return child;
};

export const stop = (child) => {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

/** Waits until the URL answers (any HTTP status), or fails after `timeoutMs`. */
export const waitFor = async (url, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await sleep(200);
    }
  }
};

/** Stops the given children when this process is interrupted, so no server outlives its runner. */
export const stopOnExit = (children) => {
  const shutdown = (signal) => {
    children.forEach(stop);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

export const TSX = ['--import', 'tsx'];
export const VITE = 'node_modules/vite/bin/vite.js';
