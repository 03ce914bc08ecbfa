/**
 * Stored bytes per account (ours, beyond the spec): every file an account keeps (creative uploads,
 * branding images its administrators uploaded, its whitelists, its users' profile pictures) counts
 * toward one limit. An upload that would pass it is refused with STORAGE_MESSAGES.quota, code 181
 * (FILE_SIZE_INVALID), and nothing is stored.
 */
export const ACCOUNT_STORAGE_LIMIT_BYTES = 256 * 1024 * 1024;

/** A size in the largest unit that keeps it above one: 8.8 KB, 256.0 MB. */
const sizeLabel = (bytes: number): string => {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} bytes`;
};

export const STORAGE_MESSAGES = {
  quota: (usedBytes: number, uploadBytes: number, limitBytes: number): string =>
    `This account's files already take ${sizeLabel(usedBytes)} of its ${sizeLabel(limitBytes)} of storage, and this upload (${sizeLabel(uploadBytes)}) does not fit. Nothing was stored: remove files the account no longer uses, or upload a smaller file.`,
} as const;
