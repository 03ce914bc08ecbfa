// The one entry for the typed /v1 contract, imported by the app and by mock-server/.
export * from './envelope';
export * from './errors';
export * from './permissions';
export * from './auth';
export * from './user';
export * from './registration';
export * from './whitelabel';
export * from './campaign';
export * from './campaign-export';
export * from './personas';
export * from './campaign-record';
export * from './campaign-targeting';
export * from './campaign-creatives';
export * from './campaign-editor';
export * from './campaign-editor-calls-2';
export * from './admin-search';
export * from './mock-admin';
