/** The audience pages' data resource (list, records, upload, estimate); gated by PAGE_AUDIENCE in the manifest. */
export const AUDIENCES_RESOURCE = 'audience-records';
