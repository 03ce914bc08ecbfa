// The bench's production-like server: a built folder served over HTTP/2 with TLS, as a deployment
// serves it (nginx with `http2` is the documented option), instead of `vite preview`'s HTTP/1.1.
// Browsers make at most six HTTP/1.1 connections per origin, each with its own handshake and slow
// start; over HTTP/2 a page's requests share one connection. Everything else is what `vite preview`
// does with the same Vite config: its `preview.headers` on every file and page, its `preview.proxy`
// (the app's relative /v1 to the mock), gzip for text over 1 KB (compressed once at start-up, at
// zlib's default level as preview's compression), and the single-page fallback to index.html.
//
//   node bench/h2server.mjs --config <vite config> --dist <built folder> --port <n> --key <pem> --cert <pem>
import { readFileSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadConfigFromFile } from 'vite';

const { values: options } = parseArgs({
  options: { config: { type: 'string' }, dist: { type: 'string' }, port: { type: 'string' }, key: { type: 'string' }, cert: { type: 'string' } },
});
for (const name of ['config', 'dist', 'port', 'key', 'cert'])
  if (!options[name]) throw new Error(`h2server: --${name} is required`);

const loaded = await loadConfigFromFile({ command: 'serve', mode: 'production', isPreview: true }, options.config, undefined, 'silent');
const preview = loaded?.config.preview ?? {};
const headers = preview.headers ?? {};

/** `preview.proxy` as path prefixes and upstream origins (the only form our configs use). */
const proxies = Object.entries(preview.proxy ?? {}).map(([prefix, rule]) => {
  if (prefix.startsWith('^')) throw new Error(`h2server: regular-expression proxy keys are not supported (${prefix})`);
  const { target, changeOrigin = false } = typeof rule === 'string' ? { target: rule } : rule;
  return { prefix, target: new URL(target), changeOrigin };
});

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const GZIP_THRESHOLD = 1024;

const listFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Every built file, read and compressed once: the bench measures serving, not disk or zlib. */
const root = resolve(options.dist);
const files = new Map(
  listFiles(root).map((path) => {
    const body = readFileSync(path);
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && body.length >= GZIP_THRESHOLD ? gzipSync(body) : null;
    return [`/${relative(root, path).split(sep).join('/')}`, { body, gzip, type }];
  }),
);
const index = files.get('/index.html');
if (!index) throw new Error(`h2server: ${root} has no index.html`);

// Hop-by-hop headers, which HTTP/2 forbids, and HTTP/2's own pseudo-headers.
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'host']);
const forwardable = (source) => Object.fromEntries(Object.entries(source).filter(([name]) => !name.startsWith(':') && !HOP.has(name)));

const proxy = (req, res, { target, changeOrigin }) => {
  const upstream = httpRequest(
    new URL(req.url, target),
    {
      method: req.method,
      headers: { ...forwardable(req.headers), host: changeOrigin ? target.host : (req.headers[':authority'] ?? req.headers.host) },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
};

const serveFile = (req, res) => {
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, 'https://localhost').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const found = files.get(path.endsWith('/') ? `${path}index.html` : path);
  // Routes fall back to the page (nginx: `try_files $uri /index.html`); a missing built file is a 404.
  if (!found && path.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const file = found ?? index;
  const gzip = file.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? file.gzip : file.body;
  res.writeHead(200, {
    ...headers,
    'content-type': file.type,
    'content-length': body.length,
    // Built assets carry a content hash in their names; the page itself must be checked every time.
    'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(file.gzip ? { vary: 'Accept-Encoding' } : {}),
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
};

// allowHTTP1: a client without HTTP/2 (the bench's readiness check) is still answered.
const server = createSecureServer({ key: readFileSync(options.key), cert: readFileSync(options.cert), allowHTTP1: true }, (req, res) => {
  // Matched as `vite preview` matches its proxy keys: by the start of the URL.
  const rule = proxies.find(({ prefix }) => req.url.startsWith(prefix));
  if (rule) proxy(req, res, rule);
  else serveFile(req, res);
});
server.listen(Number(options.port));
