import type { Application } from 'express';
import { GEO_COUNTRY_PATH, TARGETING_LOOKUP_PATHS } from '../../src/api/contract';
import { EXTRA_CODE } from '../codes';
import type { RouteContext } from '../context';
import { fail, failFields, ok } from '../envelope';
import { answerVersioned, inEdition } from '../reference-lists';
import { citiesOf, isKnownCountry } from '../seed/cities';
import { COUNTRIES } from '../seed/countries';
import { MESSAGES } from '../validation';

export const registerGeoRoutes = (app: Application, ctx: RouteContext): void => {
  // Cached by the app across reloads (spec 2 §7 "cached"): versioned, 304 while the copy holds.
  app.get(GEO_COUNTRY_PATH, (req, res) => {
    answerVersioned(req, res, inEdition(COUNTRIES, ctx.settings.dictionaryEdition, (country, suffix) => ({ ...country, name: `${country.name}${suffix}` })));
  });

  // Signed-in users only (not a public call like the countries): cities are for targeting.
  app.get(TARGETING_LOOKUP_PATHS.cities, (req, res) => {
    const country = typeof req.query.country === 'string' ? req.query.country.trim().toUpperCase() : '';
    if (country === '') {
      failFields(res, { country: MESSAGES.required });
      return;
    }
    if (!isKnownCountry(country)) {
      fail(res, EXTRA_CODE.LOCATION_NOT_FOUND);
      return;
    }
    ok(res, citiesOf(country));
  });
};
