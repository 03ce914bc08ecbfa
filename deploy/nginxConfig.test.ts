import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../vite.config';
import { IMMUTABLE, TEMPLATE_VARIABLES, nginxConfigTemplate, renderTemplate } from './nginxConfig.mjs';
import { contentSecurityPolicy, stripeEnabledIn } from './securityPolicy.mjs';

const COMMITTED = readFileSync('deploy/nginx.conf.template', 'utf8');

describe('the nginx configuration and the one security policy', () => {
  it('is committed exactly as the generator writes it (run `npm run deploy:config` after changing the policy)', () => {
    expect(COMMITTED).toBe(nginxConfigTemplate());
  });

  it("sends the policy vite preview sends, on every location, errors included", () => {
    // vite.config.ts reads the Stripe key from this process's environment, as the generator does.
    expect(CONTENT_SECURITY_POLICY).toBe(contentSecurityPolicy({ stripe: stripeEnabledIn(process.env) }));
    const policyLines = COMMITTED.split('\n').filter((line) => line.includes('add_header Content-Security-Policy'));
    expect(policyLines.length).toBe(4);
    for (const line of policyLines) expect(line.trim()).toBe(`add_header Content-Security-Policy "${contentSecurityPolicy()}" always;`);
    expect(nginxConfigTemplate({ stripe: true })).toContain(`"${contentSecurityPolicy({ stripe: true })}" always;`);
  });

  it('never caches an error for a year, and hides the server version', () => {
    expect(COMMITTED).toContain(`add_header Cache-Control "${IMMUTABLE}";\n`);
    expect(COMMITTED).toMatch(/\n\s+server_tokens off;\n/);
  });

  it('fills in only its own placeholders, and refuses to start without one', () => {
    const values = Object.fromEntries(TEMPLATE_VARIABLES.map((name) => [name, `<${name}>`]));
    const rendered = renderTemplate(COMMITTED, values);
    expect(rendered).not.toMatch(/\$\{[A-Z_]+\}/);
    // nginx's own variables stay for nginx.
    expect(rendered).toContain('try_files $uri /index.html;');
    expect(rendered).toContain('proxy_pass <BACKEND_URL>;');
    expect(() => renderTemplate(COMMITTED, { ...values, BACKEND_URL: '' })).toThrow(/BACKEND_URL/);
  });
});
