import type { Application } from 'express';
import type { RouteContext } from '../context';
import { failFields, ok } from '../envelope';
import { whitelabelIds } from '../branding';
import * as mockClock from '../clock';
import { MOCK_ADMIN_PATHS, type MockClockReading } from '../mock-admin-api';
import { applySettings, createSettings } from '../settings';
import { clearBenchInvoices } from '../billing/bench-invoices';
import { registerBenchFileRoute } from '../uploads/bench-files';

/**
 * The test-only API (MOCK_ADMIN_API=1). Outside /v1 on purpose: no token, no latency, no faults, so a
 * test can always reach it to undo what it changed.
 */
export const registerMockAdminRoutes = (app: Application, ctx: RouteContext): void => {
  registerBenchFileRoute(app, ctx);

  app.get(MOCK_ADMIN_PATHS.settings, (_req, res) => {
    ok(res, { ...ctx.settings });
  });

  app.post(MOCK_ADMIN_PATHS.settings, (req, res) => {
    const errors = applySettings(ctx.settings, req.body, whitelabelIds(ctx.store.state()));
    if (errors) failFields(res, errors);
    else ok(res, { ...ctx.settings });
  });

  app.get(MOCK_ADMIN_PATHS.mailbox, (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    ok(res, ctx.mailbox.list(to));
  });

  app.get(MOCK_ADMIN_PATHS.clock, (_req, res) => {
    const reading: MockClockReading = { now: mockClock.nowDate().toISOString() };
    ok(res, reading);
  });

  app.post(MOCK_ADMIN_PATHS.throttles, (_req, res) => {
    ctx.throttles.clear();
    ok(res, { cleared: true });
  });

  // Restores the seed in memory and on disk (the token secret stays: seeded users keep their sessions).
  app.post(MOCK_ADMIN_PATHS.reset, (_req, res) => {
    ctx.store.reset();
    clearBenchInvoices(ctx.store);
    ctx.mailbox.clear();
    // Sign-in back-off, reset-email and registration limits start afresh too.
    ctx.throttles.clear();
    // A clean slate for the next test: start-up latency, faults, token lifetime and white-label too.
    Object.assign(ctx.settings, createSettings(ctx.config));
    ok(res, { reset: true });
  });
};
