/** The resource the editor's named calls live on: the manifest merges every area's calls into it. */
export const EDITOR_RESOURCE = 'campaign-editor';

/** Dictionaries, categories, cities and traffic sources change with a deployment, not while a page is open. */
export const CHOICES_STALE_MS = 10 * 60_000;
