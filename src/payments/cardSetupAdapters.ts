import { lazy } from 'react';
import type { PaymentVendor } from '../api/contract';
import { STRIPE_PUBLISHABLE_KEY } from './stripeConfig';
import type { CardSetupAdapter } from './vendorPort';

/** The offline test vendor: our own form, checked by the mock as a card processor would. */
const testVendor: CardSetupAdapter = {
  vendor: 'test',
  configured: true,
  Form: lazy(() => import('./test-vendor/TestVendorCardForm').then((module) => ({ default: module.TestVendorCardForm }))),
};

/** Stripe Elements: Stripe.js (and this adapter's code) load only when the server answers `stripe`. */
const stripe: CardSetupAdapter = {
  vendor: 'stripe',
  configured: STRIPE_PUBLISHABLE_KEY !== null,
  Form: lazy(() => import('./stripe/StripeCardForm').then((module) => ({ default: module.StripeCardForm }))),
};

/** The adapter for a vendor the server named; ameria has none (the browser goes to its page). */
export const cardSetupAdapter = (vendor: PaymentVendor): CardSetupAdapter | null =>
  vendor === 'test' ? testVendor : vendor === 'stripe' ? stripe : null;
