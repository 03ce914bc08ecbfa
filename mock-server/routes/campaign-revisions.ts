import type { Application, Request, Response } from 'express';
import { CAMPAIGN_EDITOR_PATHS, CODE, type CampaignRevision, type Page } from '../../src/api/contract';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { campaignLog } from '../db/revision-log';
import type { StoredCampaign } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { toId } from '../http/body';
import { revisionView } from '../views';
import { readableCampaign } from './campaign';

export const REVISION_PAGE = { defaultSize: 25, maxSize: 100 } as const;
export const REVISION_PAGE_MESSAGES = {
  pageNum: 'Must be a page number from 1.',
  pageSize: `Must be a page size from 1 to ${REVISION_PAGE.maxSize}.`,
} as const;

/**
 * The change log (spec 2 §7): how many entries a campaign has, and a page of them newest first. Both
 * need CAMPAIGN_CHANGE_LOG and a campaign the caller may see; a reader without CAMPAIGN_ADMINISTRATION
 * sees no owner fields, and entries that changed only those are not theirs to count or see.
 */
export const registerCampaignRevisionRoutes = (app: Application, ctx: RouteContext): void => {
  /** The caller's view of a campaign's log, newest first; null when the failure is already answered. */
  const visibleLog = (req: Request, res: Response): CampaignRevision[] | null => {
    const caller = callerOf(req);
    if (!hasPermission(caller, 'CAMPAIGN_CHANGE_LOG')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return null;
    }
    const campaign: StoredCampaign | null = readableCampaign(ctx, req, res, req.params.id);
    if (!campaign) return null;
    const withOwner = hasPermission(caller, 'CAMPAIGN_ADMINISTRATION');
    const log: CampaignRevision[] = [];
    // The stored log holds differences; the states are rebuilt here, only when the log is read.
    for (const revision of campaignLog(ctx.store.state().revisions, campaign.id)) {
      const view = revisionView(revision, withOwner);
      if (view) log.push(view);
    }
    return log.reverse();
  };

  app.get(`${CAMPAIGN_EDITOR_PATHS.revisionCount}/:id`, (req, res) => {
    const log = visibleLog(req, res);
    if (log) ok(res, log.length);
  });

  app.get(`${CAMPAIGN_EDITOR_PATHS.revisions}/:id`, (req, res) => {
    const log = visibleLog(req, res);
    if (!log) return;
    const rawNum = req.query['page-num'];
    const rawSize = req.query['page-size'];
    const pageNum = rawNum === undefined ? 1 : toId(rawNum);
    const pageSize = rawSize === undefined ? REVISION_PAGE.defaultSize : toId(rawSize);
    const errors: Record<string, string> = {};
    if (pageNum === null) errors['page-num'] = REVISION_PAGE_MESSAGES.pageNum;
    if (pageSize === null || pageSize > REVISION_PAGE.maxSize) errors['page-size'] = REVISION_PAGE_MESSAGES.pageSize;
    if (pageNum === null || pageSize === null || Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    const start = (pageNum - 1) * pageSize;
    const page: Page<CampaignRevision> = { data: log.slice(start, start + pageSize), total_size: log.length };
    ok(res, page);
  });
};
