// Types of scripts/e2eFiles.mjs (a plain script the runner imports; its test and the e2e sequencer are TypeScript).
export declare const DEFAULT_SECONDS: number;
export declare const expectedSeconds: () => Record<string, number>;
export declare const DEVELOPMENT_FOLDER: string;
export declare const isDevelopmentFile: (file: string) => boolean;
export declare const developmentE2eFiles: () => string[];
export declare const PRODUCTION_FOLDER: string;
export declare const isProductionFile: (file: string) => boolean;
export declare const productionE2eFiles: () => string[];
export declare const e2eFiles: () => string[];
export declare const longestFirst: (files: readonly string[], seconds?: Record<string, number>) => string[];
