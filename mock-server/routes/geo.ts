import type { Application } from 'express';
import { ok } from '../envelope';
import { COUNTRIES } from '../seed/countries';

export const registerGeoRoutes = (app: Application): void => {
  app.get('/v1/geo/country', (_req, res) => {
    ok(res, COUNTRIES);
  });
};
