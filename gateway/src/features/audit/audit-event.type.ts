import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { AUDIT_KIND_LABELS, type AuditKind as DomainAuditKind } from '@portal/domain';
import type { components } from '../../rest/generated/api.js';
import { Connection } from '../../schema/connection.js';
import { DateTime } from '../../schema/date-time.js';

/** GraphQL `AuditKind`: what an entry of the audit log records, the REST (domain) kind as the value. */
export enum AuditKind {
  GROUP_MEMBERSHIP = 'groupMembership',
  PASSWORD_RESET = 'passwordReset',
  EMAIL_CHANGE = 'emailChange',
  NAME_CHANGE = 'nameChange',
  EVALUATION = 'evaluation',
  COMMENT = 'comment',
  PARENT_LINK = 'parentLink',
}

registerEnumType(AuditKind, {
  name: 'AuditKind',
  description: "What an entry of the school's audit log records.",
  valuesConfig: {
    GROUP_MEMBERSHIP: {
      description: `${AUDIT_KIND_LABELS.groupMembership}: a student added to or removed from a group.`,
    },
    PASSWORD_RESET: { description: `${AUDIT_KIND_LABELS.passwordReset}: another person's password set.` },
    EMAIL_CHANGE: { description: `${AUDIT_KIND_LABELS.emailChange}: another person's e-mail changed.` },
    NAME_CHANGE: { description: `${AUDIT_KIND_LABELS.nameChange}: another person's name changed.` },
    EVALUATION: { description: `${AUDIT_KIND_LABELS.evaluation}: a student's grades given or changed.` },
    COMMENT: { description: `${AUDIT_KIND_LABELS.comment}: a comment on a student.` },
    PARENT_LINK: {
      description: `${AUDIT_KIND_LABELS.parentLink}: a link between a parent and a child requested, made active, accepted, approved or declined.`,
    },
  },
});

@ObjectType({
  description: "One entry of the school's audit log: who changed what of whose record, when, from which address.",
})
export class AuditEvent {
  @Field(() => DateTime, { description: 'When.' })
  at!: Date;

  @Field(() => AuditKind, { description: 'What kind of change.' })
  kind!: AuditKind;

  @Field(() => ID, { description: 'Who made it (through an API token: the admin who made the token).' })
  actorId!: string;

  @Field(() => ID, { description: 'Whose record it changed.' })
  subjectId!: string;

  @Field(() => String, { description: 'What changed, in a few words ("via API token <name>" when made with one).' })
  detail!: string;

  @Field(() => String, { description: "The client's address as the API saw it." })
  address!: string;
}

@ObjectType({ description: 'A page of the audit log.' })
export class AuditEventConnection extends Connection('AuditEvent', AuditEvent) {}

const KIND_OF: Record<DomainAuditKind, AuditKind> = {
  groupMembership: AuditKind.GROUP_MEMBERSHIP,
  passwordReset: AuditKind.PASSWORD_RESET,
  emailChange: AuditKind.EMAIL_CHANGE,
  nameChange: AuditKind.NAME_CHANGE,
  evaluation: AuditKind.EVALUATION,
  comment: AuditKind.COMMENT,
  parentLink: AuditKind.PARENT_LINK,
};

export function auditEventFromRest(rest: components['schemas']['AuditEvent']): AuditEvent {
  return { ...rest, at: new Date(rest.at), kind: KIND_OF[rest.kind] };
}
