import type { Application } from 'express';
import { failFields, ok } from '../envelope';
import type { RouteContext } from '../context';
import { MOCK_ADMIN_PATHS } from '../mock-admin-api';
import { binaryFile, fileAddress, newFileKey, nextFileId } from './stored-file';

/** Largest file the bench may plant: its lying zip is 446 KB. */
export const BENCH_FILE_MAX_BYTES = 1024 * 1024;

/**
 * The bench's stored zip (bench/files.mjs): a zip kept exactly as sent, as one uploaded before the
 * upload checked unpacked sizes would be, so the bench can time serving its entries beside a cheap
 * call. Test-only API (MOCK_ADMIN_API=1), outside /v1; the body is the raw zip (application/zip,
 * which the body reader leaves unread), read here up to BENCH_FILE_MAX_BYTES.
 */
export const registerBenchFileRoute = (app: Application, ctx: RouteContext): void => {
  app.post(MOCK_ADMIN_PATHS.benchFile, (req, res) => {
    if (!req.is('application/zip')) {
      failFields(res, { body: 'the raw bytes of a zip, sent as application/zip' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BENCH_FILE_MAX_BYTES && !refused) {
        refused = true;
        failFields(res, { body: `at most ${BENCH_FILE_MAX_BYTES} bytes` });
        req.destroy();
      } else if (!refused) chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      const file = ctx.store.mutate((db) => {
        const content = Buffer.concat(chunks);
        const bytes = { hash: ctx.store.files.put(content), size: content.length };
        const stored = { ...binaryFile(nextFileId(db.files), 'application/zip', bytes, 'bench.zip'), key: newFileKey() };
        db.files.push(stored);
        return stored;
      });
      ok(res, { file_url: fileAddress(file) });
    });
  });
};
