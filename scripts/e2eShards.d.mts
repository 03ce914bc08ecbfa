// Types of scripts/e2eShards.mjs (a plain script the runner imports; its test is TypeScript).
export declare const DEFAULT_SECONDS: number;
export declare const expectedSeconds: () => Record<string, number>;
export declare const DEVELOPMENT_FOLDER: string;
export declare const developmentE2eFiles: () => string[];
export declare const e2eFiles: () => string[];
export declare const splitFiles: (files: readonly string[], count: number, seconds?: Record<string, number>) => string[][];
