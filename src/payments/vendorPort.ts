import type { ComponentType } from 'react';
import type { PaymentVendor } from '../api/contract';

/** What the billing page hands a card-setup form. */
export interface CardSetupFormProps {
  /**
   * The setup secret of GET /v1/payment/stripe/client-token (Stripe's SetupIntent client_secret),
   * bound to the account the card is for.
   */
  clientSecret: string;
  /** The provider saved the card: the page closes the dialog, says so and reloads the list. */
  onSaved(): void;
  /** The user gave up: the page closes the dialog. */
  onCancel(): void;
}

/**
 * One payment vendor's card setup as the billing page sees it (the vendor port): a form that takes the
 * setup secret, shows the provider's message under itself when the card is refused (spec 3 §8), and
 * reports success. The form renders its own fields and buttons, since each provider owns its inputs
 * (Stripe's card field is its own iframe). Forms load lazily, only when the server names the vendor.
 * The ameria vendor has no form: the server answers a page to send the browser to.
 */
export interface CardSetupAdapter {
  vendor: Exclude<PaymentVendor, 'ameria'>;
  /** Whether this build can use the vendor at all (Stripe needs its publishable key at build). */
  configured: boolean;
  Form: ComponentType<CardSetupFormProps>;
}
