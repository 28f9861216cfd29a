import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind as DomainAuditKind } from '@portal/domain';
import type { AuditKind } from '../../generated/graphql';

/** The GraphQL enum value of each kind of the domain's closed list. */
export const GRAPHQL_AUDIT_KIND: Readonly<Record<DomainAuditKind, AuditKind>> = {
  groupMembership: 'GROUP_MEMBERSHIP',
  passwordReset: 'PASSWORD_RESET',
  emailChange: 'EMAIL_CHANGE',
  nameChange: 'NAME_CHANGE',
  evaluation: 'EVALUATION',
  comment: 'COMMENT',
  parentLink: 'PARENT_LINK',
};

/** The kinds in the domain's order, each with its GraphQL value and label: the filter's choices. */
export const AUDIT_KIND_CHOICES = AUDIT_KINDS.map((kind) => ({
  value: GRAPHQL_AUDIT_KIND[kind],
  label: AUDIT_KIND_LABELS[kind],
}));

/** What a kind is called on the page and in the CSV. */
export function kindLabel(kind: AuditKind): string {
  return AUDIT_KIND_CHOICES.find((choice) => choice.value === kind)?.label ?? kind;
}
