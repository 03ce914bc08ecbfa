// Types of scripts/tls.mjs (the production e2e makes a certificate for the container's entrypoint with it).
export declare const makeCertificate: () => { key: string; cert: string; remove: () => void };
export declare const waitForTls: (url: string, certFile: string, timeoutMs?: number) => Promise<void>;
