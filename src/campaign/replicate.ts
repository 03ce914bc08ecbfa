/** A replicated copy is named after its source with " - Copy" appended (spec 1 §2). */
export const COPY_SUFFIX = ' - Copy';

export const copyName = (name: string): string => `${name}${COPY_SUFFIX}`;

/** The form's default name for a new campaign (spec 1 §3). */
export const DEFAULT_CAMPAIGN_NAME = 'New Campaign';
