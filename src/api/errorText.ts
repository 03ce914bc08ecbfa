/** A failed call's text for the user: the server's `type.message` (the error's message), else the fallback. */
export const errorText = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);
