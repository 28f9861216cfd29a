import { lazy } from 'react';

/* The audit log page (issue 29, admin), its own chunk. The route table says where it lives and who may open it. */
export const AuditLogPage = lazy(() => import('./AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
