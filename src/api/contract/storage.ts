/**
 * Stored bytes per account (ours, beyond the spec): every file an account keeps (creative uploads,
 * branding images its administrators uploaded, its whitelists, its users' profile pictures) counts
 * toward one limit. An upload that would pass it is refused with STORAGE_MESSAGES.quota, code 181
 * (FILE_SIZE_INVALID), and nothing is stored.
 */
export const ACCOUNT_STORAGE_LIMIT_BYTES = 256 * 1024 * 1024;

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const STORAGE_MESSAGES = {
  quota: (usedBytes: number, uploadBytes: number, limitBytes: number): string =>
    `This account's files already take ${megabytes(usedBytes)} of its ${megabytes(limitBytes)} of storage, and this upload (${megabytes(uploadBytes)}) does not fit. Nothing was stored: remove files the account no longer uses, or upload a smaller file.`,
} as const;
