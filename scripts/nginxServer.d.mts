// Types of scripts/nginxServer.mjs (a plain script the e2e runner imports; the production e2e starts nginx with it too).
import type { ChildProcess } from 'node:child_process';

export declare const NGINX: string;
export declare const ensureNginx: () => Promise<void>;
export declare const backendOrigin: (url: string) => string;
export declare const defaultResolver: (resolvConf?: string) => string;
export type StartedNginx = { url: string; httpUrl: string; certificate: string; child: ChildProcess; stop: () => Promise<void> };
export declare const startNginx: (options: {
  distDir: string;
  port: number;
  httpPort: number;
  backendUrl: string;
  serverName?: string;
  publicHttpsPort?: number;
  resolver?: string;
  resolverValid?: string;
  stripe?: boolean;
}) => Promise<StartedNginx>;
