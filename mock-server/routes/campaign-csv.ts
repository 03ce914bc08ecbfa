import type { Application, Request, Response } from 'express';
import {
  CAMPAIGN_CSV_FILENAME,
  CAMPAIGN_CSV_LIMITS,
  CAMPAIGN_CSV_PATHS as PATHS,
  CAMPAIGN_CSV_RESULTS_FILENAME,
  CAMPAIGN_CSV_UPLOAD_FIELD as FIELD,
  CODE,
  PACING_FILTERS,
  type CampaignCsvDryRun,
} from '../../src/api/contract';
import { pacingBand } from '../../src/domain/pacing/pacing';
import { campaignsEditCsv } from '../campaign-csv/csv-download';
import { resultsCsv } from '../campaign-csv/csv-results';
import { readCsvUpload, type CsvUploadProblem } from '../campaign-csv/csv-upload';
import { applyDryRun, dryRunLines } from '../campaign-csv/dry-run';
import { createDryRunStore } from '../campaign-csv/dry-run-store';
import { callerOf, canActOnSpace, hasPermission, type RouteContext } from '../context';
import { createCampaignsBySpace } from '../db/campaignsBySpace';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf } from '../http/body';
import { closeIfBodyUnread } from '../http/body-reader';
import { isMultipart } from '../http/multipart';
import { compareRows } from '../reports/campaign-rows';
import { parseExportQuery } from '../reports/list-request';
import { createPacingBook } from '../reports/pacing-figures';
import { readableSpace } from './space';

/** Room for the multipart framing and the space field around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/** Why a whole file is refused (field `file`), in the words the page shows under the upload box. */
export const CSV_FILE_MESSAGES: Record<CsvUploadProblem, string> = {
  noFile: 'Choose a CSV file',
  tooLarge: `The file must be under ${CAMPAIGN_CSV_LIMITS.maxFileBytes / (1024 * 1024)} MB`,
  tooManyRows: `The file may hold at most ${CAMPAIGN_CSV_LIMITS.maxRows} campaigns`,
  lineTooLong: `A line of the file is longer than ${CAMPAIGN_CSV_LIMITS.maxLineBytes} bytes`,
  unreadable: 'The file could not be read as CSV',
  binary: 'The file is not a CSV file',
  noIdColumn: 'The first line must name the columns, with an id column',
  empty: 'The file is empty',
  form: 'The form data could not be read.',
};
const TOKEN_MESSAGE = 'This dry run is over: upload the file again';

const sendCsv = (res: Response, fileName: string, body: string): void => {
  res.status(200);
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
  res.set('X-Content-Type-Options', 'nosniff');
  res.send(body);
};

/**
 * The campaign list's CSV round trip (CAMPAIGN_CSV_PATHS in the contract). Everything
 * needs CAMPAIGN_EDIT (3 otherwise) and a space the caller may act on (3 / 110). The download takes
 * the list's filter (name, status, pacing band); the dry run writes nothing and keeps its valid lines
 * under a token bound to the caller (campaign-csv/dry-run-store.ts); apply writes each of those lines
 * atomically through the shared engine and answers per line; results answers the applied lines as CSV.
 */
export const registerCampaignCsvRoutes = (app: Application, ctx: RouteContext): void => {
  const campaignsOf = createCampaignsBySpace(ctx.store);
  const pacingBook = createPacingBook();
  const store = createDryRunStore();

  const mayEdit = (req: Request, res: Response): boolean => {
    if (hasPermission(callerOf(req), 'CAMPAIGN_EDIT')) return true;
    closeIfBodyUnread(req, res);
    fail(res, CODE.ILLEGAL_ACTION);
    return false;
  };

  app.post(PATHS.download, (req, res) => {
    if (!mayEdit(req, res)) return;
    const body = fieldsOf(req.body);
    const parsed = parseExportQuery(body);
    if (!parsed.ok) {
      if (parsed.errors) failFields(res, parsed.errors);
      else fail(res, parsed.code);
      return;
    }
    const pacing = body.pacing === undefined || body.pacing === '' || body.pacing === null ? null : PACING_FILTERS.find((band) => band === body.pacing);
    if (pacing === undefined) {
      failFields(res, { pacing: `pacing is one of ${PACING_FILTERS.join(', ')}` });
      return;
    }
    const space = readableSpace(ctx, req, res, body.space_id);
    if (!space) return;
    const { name, statuses } = parsed.query;
    const book = pacing === null ? null : pacingBook(ctx.store.state().meta.seed);
    const rows = campaignsOf(space.id)
      .filter((c) => (statuses === null || statuses.has(c.status_key)) && (name === '' || c.name.toLowerCase().includes(name)))
      .filter((c) => book === null || pacingBand(book.pacing(c)?.ratio ?? null) === pacing)
      .sort(compareRows('name', true));
    sendCsv(res, CAMPAIGN_CSV_FILENAME, campaignsEditCsv(rows));
  });

  const dryRun = async (req: Request, res: Response): Promise<void> => {
    if (!mayEdit(req, res)) return;
    if (!isMultipart(req)) {
      closeIfBodyUnread(req, res);
      failFields(res, { file: CSV_FILE_MESSAGES.noFile });
      return;
    }
    // A body announcing more than the largest file is refused unread (and its connection closed).
    if (Number(req.get('content-length') ?? 0) > CAMPAIGN_CSV_LIMITS.maxFileBytes + FORM_OVERHEAD_BYTES) {
      closeIfBodyUnread(req, res);
      fail(res, CODE.FILE_SIZE_INVALID, 400, { errors: { file: CSV_FILE_MESSAGES.tooLarge } });
      return;
    }
    const upload = await readCsvUpload(req);
    if (upload.problem !== null) {
      const code = upload.problem === 'tooLarge' ? CODE.FILE_SIZE_INVALID : CODE.INVALID_ARGUMENT;
      fail(res, code, 400, { errors: { file: CSV_FILE_MESSAGES[upload.problem] } });
      return;
    }
    const caller = callerOf(req);
    const space = readableSpace(ctx, req, res, upload.fields[FIELD.space] ?? caller.space.id);
    if (!space) return;
    const { rows, keep, counts } = dryRunLines(ctx, caller, space.id, upload);
    const run = store.keep(caller.user.id, space.id, keep);
    const answer: CampaignCsvDryRun = { token: run.token, expires_at: new Date(run.expiresAt).toISOString(), rows, counts };
    ok(res, answer);
  };
  app.post(PATHS.dryRun, (req, res, next) => {
    dryRun(req, res).catch(next);
  });

  /** The caller's kept dry run named by `token`, or the refusal answered (one answer for every miss). */
  const runOf = (req: Request, res: Response, token: unknown) => {
    const caller = callerOf(req);
    const run = typeof token === 'string' && token.length <= 64 ? store.find(token, caller.user.id) : null;
    if (!run || !canActOnSpace(caller, run.spaceId)) {
      failFields(res, { token: TOKEN_MESSAGE });
      return null;
    }
    return run;
  };

  app.post(PATHS.apply, (req, res) => {
    if (!mayEdit(req, res)) return;
    const run = runOf(req, res, fieldsOf(req.body).token);
    if (!run) return;
    // A second apply of the same dry run (a retry after a lost answer) writes nothing again.
    run.applied ??= applyDryRun(ctx, callerOf(req), run);
    ok(res, run.applied);
  });

  app.get(PATHS.results, (req, res) => {
    if (!mayEdit(req, res)) return;
    const run = runOf(req, res, req.query.token);
    if (!run) return;
    if (!run.applied) {
      failFields(res, { token: 'Apply the dry run first' });
      return;
    }
    sendCsv(res, CAMPAIGN_CSV_RESULTS_FILENAME, resultsCsv(run.applied));
  });
};
