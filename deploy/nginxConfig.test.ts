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
    expect(rendered).toContain('set $backend <BACKEND_URL>;');
    expect(() => renderTemplate(COMMITTED, { ...values, BACKEND_URL: '' })).toThrow(/BACKEND_URL/);
  });

  it("is filled in by the container's entrypoint with exactly its placeholders", () => {
    const entrypoint = readFileSync('deploy/entrypoint.sh', 'utf8');
    const substituted = /envsubst '([^']+)'/.exec(entrypoint)?.[1] ?? '';
    expect(substituted.split(' ').sort()).toEqual(TEMPLATE_VARIABLES.map((name) => `\${${name}}`).sort());
    // Each has a value at start: given, or the entrypoint's default.
    for (const name of TEMPLATE_VARIABLES) expect(entrypoint, name).toMatch(new RegExp(`\\$\\{${name}:[?=]`));
  });
});

describe('the backend as nginx reaches it', () => {
  const api = /\n        location \/v1\/ \{\n([\s\S]+?)\n        \}\n/.exec(COMMITTED)?.[1] ?? '';

  it('resolves its name per request, through the resolver given at start', () => {
    expect(api).not.toBe('');
    expect(COMMITTED).toContain('\n    resolver ${RESOLVER} valid=${RESOLVER_VALID};\n');
    // A variable in proxy_pass is what makes nginx resolve at request time instead of once at start.
    expect(api).toContain('set $backend ${BACKEND_URL};\n            proxy_pass $backend;\n');
    // Only that one proxy_pass, with no URI part: nginx then sends the request's URI exactly as received.
    expect(COMMITTED.match(/proxy_pass [^;]+;/g)).toEqual(['proxy_pass $backend;']);
  });
});

describe('plain HTTP', () => {
  const servers = COMMITTED.split('\n    server {\n').slice(1);

  it('only redirects to HTTPS, same host, path and query, on the public HTTPS port', () => {
    expect(servers.length).toBe(2);
    const redirect = servers[0] ?? '';
    expect(redirect).toContain('listen ${HTTP_PORT};');
    expect(redirect).not.toMatch(/ssl|location|root/);
    expect(redirect).toContain('set $public_https_port ${PUBLIC_HTTPS_PORT};');
    // 443 is left out of the address; another public port is kept in it.
    expect(redirect.match(/return [^;]+;/g)).toEqual(['return 301 https://$host$request_uri;', 'return 301 https://$host:$public_https_port$request_uri;']);
    expect(redirect).toMatch(/if \(\$public_https_port = 443\) \{\n\s+return 301 https:\/\/\$host\$request_uri;/);
    expect(servers[1]).toContain('listen ${LISTEN_PORT} ssl http2;');
  });
});
