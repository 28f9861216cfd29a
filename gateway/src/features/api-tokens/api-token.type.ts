import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  API_TOKEN_LIFETIMES_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_MESSAGES,
  type ApiTokenRole as DomainTokenRole,
} from '@portal/domain';
import type { components } from '../../rest/generated/api.js';
import { Connection } from '../../schema/connection.js';
import { DateTime } from '../../schema/date-time.js';
import { User, userFromRest } from '../people/user.type.js';

/** GraphQL `ApiTokenRole`: the roles a token may act as, the REST (domain) role as the value. */
export enum ApiTokenRole {
  ADMIN = 'admin',
  TEACHER = 'teacher',
}

registerEnumType(ApiTokenRole, {
  name: 'ApiTokenRole',
  description: 'The role an API token acts as: its maker, holding only this role’s capabilities.',
  valuesConfig: {
    ADMIN: { description: 'What an admin may do (the maker must be an admin).' },
    TEACHER: { description: 'What a teacher may do, on the groups its maker owns (the maker must be a teacher too).' },
  },
});

@ObjectType({ description: "One of the school's API tokens: never the token itself, which is shown once." })
export class ApiToken {
  @Field(() => ID, { description: 'Its id (UUID), to revoke it.' })
  id!: string;

  @Field(() => String, { description: 'What the admin called it, such as the system it is for.' })
  name!: string;

  @Field(() => ApiTokenRole, { description: 'The role it acts as.' })
  role!: ApiTokenRole;

  @Field(() => DateTime, { description: 'When it was made.' })
  createdAt!: Date;

  @Field(() => DateTime, { description: 'When it stops working (a past instant: it has expired).' })
  expiresAt!: Date;

  @Field(() => DateTime, { nullable: true, description: 'When it was last used, to the minute; null when never.' })
  lastUsedAt!: Date | null;

  @Field(() => User, { description: 'The admin who made it: it acts as them.' })
  createdBy!: User;
}

@ObjectType({ description: 'A page of API tokens.' })
export class ApiTokenConnection extends Connection('ApiToken', ApiToken) {}

@InputType({ description: 'A new API token.' })
export class CreateApiTokenInput {
  @Field(() => String, { description: `Its name, trimmed: required, at most ${API_TOKEN_NAME_MAX} characters.` })
  name!: string;

  @Field(() => ApiTokenRole, { description: 'The role it acts as; the caller must hold it.' })
  role!: ApiTokenRole;

  @Field(() => Int, { description: `Days until it expires: one of ${API_TOKEN_LIFETIMES_DAYS.join(', ')}.` })
  lifetimeDays!: number;
}

@ObjectType({ description: 'The new API token, and its text, shown this once.' })
export class CreatedApiToken {
  @Field(() => ApiToken, { description: 'The token as the list shows it.' })
  apiToken!: ApiToken;

  @Field(() => String, {
    description: `The token, for \`Authorization: Bearer <token>\`. ${API_TOKEN_MESSAGES.shownOnce}`,
  })
  token!: string;
}

@ObjectType({ description: 'The API token revoked: refused from now on.' })
export class RevokeApiTokenPayload {
  @Field(() => ID, { description: 'The id of the token revoked.' })
  id!: string;
}

export function apiTokenFromRest(rest: components['schemas']['ApiToken']): ApiToken {
  const role: DomainTokenRole = rest.role;
  return {
    id: rest.id,
    name: rest.name,
    role: role === 'admin' ? ApiTokenRole.ADMIN : ApiTokenRole.TEACHER,
    createdAt: new Date(rest.createdAt),
    expiresAt: new Date(rest.expiresAt),
    lastUsedAt: rest.lastUsedAt ? new Date(rest.lastUsedAt) : null,
    createdBy: userFromRest(rest.createdBy),
  };
}
