// Types of deploy/securityPolicy.mjs (plain ESM so that Node scripts and vite.config.ts share it).
export interface PolicyOptions {
  /** The build has a Stripe publishable key: Stripe.js's script, frame and API hosts are let in. */
  stripe?: boolean;
}
export declare const stripeEnabledIn: (env: Record<string, string | undefined>) => boolean;
export declare const contentSecurityPolicy: (options?: PolicyOptions) => string;
export declare const securityHeaders: (options?: PolicyOptions) => Record<string, string>;
