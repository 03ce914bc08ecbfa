import type { Application } from 'express';
import type { RouteContext } from '../context';

/** The reports calls (spec 3 §7). Filled in by issue #13. */
export const registerReportRoutes = (_app: Application, _ctx: RouteContext): void => {};
