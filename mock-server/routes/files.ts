import type { Application } from 'express';
import type { RouteContext } from '../context';
import { registerFileCacheRoute } from './files-cache';
import { registerFileUploadRoutes } from './files-upload';

/** Stored files: served back by id (public) and the creative upload calls (signed in). */
export const registerFileRoutes = (app: Application, ctx: RouteContext): void => {
  registerFileCacheRoute(app, ctx);
  registerFileUploadRoutes(app, ctx);
};
