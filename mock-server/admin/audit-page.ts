import type { AdminPage, AuditEntry } from '../../src/api/contract';

/** A page of audit entries, newest first. */
export const auditPageOf = (entries: readonly AuditEntry[], page: number, size: number): AdminPage<AuditEntry> => {
  const sorted = [...entries].sort((a, b) => b.id - a.id);
  return { data: sorted.slice((page - 1) * size, page * size), total_size: sorted.length, page_size: size, current_page: page };
};
