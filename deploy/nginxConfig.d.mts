// Types of deploy/nginxConfig.mjs (plain ESM: the generator, the start scripts and the drift test share it).
import type { PolicyOptions } from './securityPolicy.mjs';

export declare const TEMPLATE_VARIABLES: readonly string[];
export declare const BROTLI_MODULE: string;
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
export declare const TLS_ONLY_HEADERS: Readonly<Record<string, string>>;
export declare const nginxConfigTemplate: (options?: PolicyOptions) => string;
export declare const renderTemplate: (template: string, values: Record<string, string | undefined>) => string;
