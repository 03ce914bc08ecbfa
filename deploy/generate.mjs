// `npm run deploy:config`: writes deploy/nginx.conf.template from the one security policy.
//   node deploy/generate.mjs [--out <file>]
// The committed template is the variant for a build without a Stripe key. The Containerfile runs this
// again beside its build with the build's environment, so a build with VITE_STRIPE_PUBLISHABLE_KEY is
// served with Stripe's hosts in its policy, as `vite preview` would do.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { nginxConfigTemplate } from './nginxConfig.mjs';
import { stripeEnabledIn } from './securityPolicy.mjs';

const COMMITTED_TEMPLATE = 'deploy/nginx.conf.template';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out ?? COMMITTED_TEMPLATE;
const stripe = stripeEnabledIn(process.env);
writeFileSync(out, nginxConfigTemplate({ stripe }));
console.log(`Wrote ${out}${stripe ? ' (with Stripe in the policy)' : ''}`);
