/** Issue 29: where a school's admin reads the audit log. */
export const auditLogPath = '/audit-log';
