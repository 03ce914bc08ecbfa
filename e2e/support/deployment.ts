import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { request } from 'node:https';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';

/** What the production e2e starts beside nginx: a backend that records what reaches it, free ports, the entrypoint. */

/** A port nobody listens on now (the kernel's pick), for an nginx the test starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createTcpServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A /v1 backend on 127.0.0.1 that answers 200 to everything and records each request's URI as received. */
export const startRecordingBackend = async () => {
  const received: string[] = [];
  const server = createHttpServer((incoming, answer) => {
    received.push(incoming.url ?? '');
    answer.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ url: incoming.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One HTTPS/1.1 GET trusting exactly `certificateFile` (nginx's self-signed one). */
export const httpsGet = (url: string, certificateFile: string) =>
  new Promise<Answer>((resolve, reject) => {
    const sent = request(url, { ca: readFileSync(certificateFile) }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    sent.on('error', reject);
    sent.end();
  });

export type EntrypointRun = { child: ChildProcess; stderr: () => string; exited: Promise<number | null>; stop: () => Promise<void> };

/** Runs the container's start (deploy/entrypoint.sh) with `env` only (and PATH), in its own process group. */
export const runEntrypoint = (env: Record<string, string>): EntrypointRun => {
  const child = spawn('sh', ['deploy/entrypoint.sh'], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    stderr: () => stderr,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
};
