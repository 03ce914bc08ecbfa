import http from 'node:http';
import type { ApiStatus } from '../src/api/contract';

/**
 * A /v1 call sent from another loopback address (127.0.0.2, 127.0.0.3…: Linux answers the whole
 * 127/8 on the loopback), so the mock sees another client address (req.ip) without trusting any
 * forwarding header: what limits per email rather than per client are tested with.
 */
export const callFrom = (
  localAddress: string,
  base: string,
  path: string,
  body: { json: unknown } | { text: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | undefined; type: ApiStatus }> =>
  new Promise((resolve, reject) => {
    const payload = 'json' in body ? JSON.stringify(body.json) : body.text;
    const contentType = 'json' in body ? 'application/json' : 'text/plain';
    const request = http.request(
      `${base}${path}`,
      { method: 'POST', localAddress, headers: { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: ApiStatus };
            const retryAfter = response.headers['retry-after'];
            resolve({ status: response.statusCode ?? 0, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, type: envelope.type });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
