import type { Application } from 'express';
import type { RouteContext } from '../context';
import { createSetupSessions } from '../payments/setup-sessions';
import { registerAmeriaRoutes } from './payment-ameria';
import { registerPaymentMethodRoutes } from './payment-methods';
import { registerTestVendorRoutes } from './payment-test-vendor';

/** The billing page's card calls and the two processors the mock plays (test vendor, Ameria page). */
export const registerPaymentRoutes = (app: Application, ctx: RouteContext): void => {
  const sessions = createSetupSessions();
  registerPaymentMethodRoutes(app, ctx, sessions);
  registerTestVendorRoutes(app, ctx, sessions);
  registerAmeriaRoutes(app, ctx, sessions);
};
