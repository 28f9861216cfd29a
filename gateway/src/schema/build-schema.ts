import 'reflect-metadata';
import { GraphQLObjectType, GraphQLSchema, type GraphQLNamedType } from 'graphql';
import { buildSchemaSync, type PubSub } from 'type-graphql';
import { accessDirectives } from '../auth/directives.js';
import { ApiTokensResolver } from '../features/api-tokens/api-tokens.resolver.js';
import { AuditEventPeopleResolver, AuditLogResolver } from '../features/audit/audit-log.resolver.js';
import { AuthResolver } from '../features/auth/auth.resolver.js';
import { AuthStatusRolesResolver } from '../features/auth/auth-status-roles.resolver.js';
import { SchoolResolver, UserSchoolResolver } from '../features/schools/school.resolver.js';
import { SignInCardStudentResolver, SignInCardsResolver } from '../features/sign-in-cards/sign-in-cards.resolver.js';
import { AccountResolver } from '../features/people/account.resolver.js';
import { PeopleResolver } from '../features/people/people.resolver.js';
import { GroupMutationsResolver } from '../features/groups/group-mutations.resolver.js';
import { GroupsResolver } from '../features/groups/groups.resolver.js';
import { AssignmentMutationsResolver } from '../features/assignments/assignment-mutations.resolver.js';
import { AssignmentsResolver } from '../features/assignments/assignments.resolver.js';
import { AssignmentStartedResolver } from '../features/assignments/assignment-started.js';
import { CurrentAssignmentsResolver } from '../features/assignments/current-assignments.resolver.js';
import { OwnStudentsResolver } from '../features/progress/own-students.resolver.js';
import { RegisteredUsersResolver } from '../features/registered-users/registered-users.resolver.js';
import { ParentLinksResolver } from '../features/parent-links/parent-links.resolver.js';
import { ActivitiesResolver } from '../features/activities/activities.resolver.js';
import { AssignmentActivityResolver } from '../features/activities/assignment-activity.resolver.js';
import { AttemptSubscriptionResolver } from '../features/progress/attempt-subscription.resolver.js';
import {
  LeaderboardEntryResolver,
  ProgressReportRowResolver,
  ProgressResolver,
} from '../features/progress/progress.resolver.js';
import { StudentProgressResolver } from '../features/progress/student-progress.resolver.js';
import { CommentPeopleResolver, EvaluationResolver } from '../features/results/evaluation.resolver.js';
import {
  EvaluationAuditResolver,
  EvaluationChangePeopleResolver,
} from '../features/results/evaluation-audit.resolver.js';
import {
  GroupResultFieldsResolver,
  GroupResultResolver,
  ResultFieldsResolver,
  StudentResultResolver,
  UserResultResolver,
} from '../features/results/result.resolver.js';
import {
  GroupMetricsResolver,
  SchoolMetricsResolver,
  UserMetricsResolver,
} from '../features/metrics/metrics.resolver.js';

/** Every resolver class of the gateway. A new feature adds its resolvers here. */
export const RESOLVERS = [
  AuthResolver,
  AuthStatusRolesResolver,
  SchoolResolver,
  UserSchoolResolver,
  SignInCardsResolver,
  SignInCardStudentResolver,
  PeopleResolver,
  AccountResolver,
  GroupsResolver,
  GroupMutationsResolver,
  AssignmentsResolver,
  CurrentAssignmentsResolver,
  AssignmentStartedResolver,
  OwnStudentsResolver,
  AssignmentMutationsResolver,
  RegisteredUsersResolver,
  ParentLinksResolver,
  ActivitiesResolver,
  AssignmentActivityResolver,
  ProgressResolver,
  ProgressReportRowResolver,
  LeaderboardEntryResolver,
  StudentProgressResolver,
  EvaluationResolver,
  EvaluationAuditResolver,
  EvaluationChangePeopleResolver,
  CommentPeopleResolver,
  UserResultResolver,
  GroupResultResolver,
  ResultFieldsResolver,
  StudentResultResolver,
  GroupResultFieldsResolver,
  UserMetricsResolver,
  GroupMetricsResolver,
  SchoolMetricsResolver,
  AttemptSubscriptionResolver,
  ApiTokensResolver,
  AuditLogResolver,
  AuditEventPeopleResolver,
] as const;

let cached: GraphQLSchema | undefined;

/**
 * type-graphql wants a PubSub as soon as any subscription exists, even one
 * that brings its own stream (`subscribe`), as ours do: each opens the API's
 * stream of attempts with the subscriber's session. No field uses topics, so
 * this one refuses to be used rather than pretend to deliver.
 */
const NO_TOPICS: PubSub = {
  publish() {
    throw new Error('the gateway has no topic-based subscriptions: publish nothing');
  },
  subscribe() {
    throw new Error('the gateway has no topic-based subscriptions: every subscription brings its own stream');
  },
};

const ROOT_DESCRIPTIONS = {
  query:
    'Every read. Each field names who may call it: @public, @auth (any signed-in user) or @auth(requires: capability).',
  subscription:
    'Live events, over graphql-ws on /graphql with the session cookie. Each field names who may call it, as queries do.',
  mutation:
    'Every write. Each field names who may call it: @public, @auth (any signed-in user) or @auth(requires: capability).',
};

function describedRoot(type: GraphQLObjectType | null | undefined, description: string) {
  return type ? new GraphQLObjectType({ ...type.toConfig(), description }) : undefined;
}

/**
 * The gateway schema, with the `@auth` and `@public` directives defined so the
 * printed SDL shows every access rule.
 */
export function buildGatewaySchema(): GraphQLSchema {
  if (cached) return cached;
  // Input validation is the API's job; the gateway forwards and maps errors.
  const base = buildSchemaSync({ resolvers: [...RESOLVERS], validate: false, pubSub: NO_TOPICS });
  const config = base.toConfig();
  // type-graphql names the root types but gives them no description.
  const query = describedRoot(config.query, ROOT_DESCRIPTIONS.query);
  const mutation = describedRoot(config.mutation, ROOT_DESCRIPTIONS.mutation);
  const subscription = describedRoot(config.subscription, ROOT_DESCRIPTIONS.subscription);
  const root = new Map<GraphQLNamedType | undefined | null, GraphQLNamedType | undefined>([
    [config.query, query],
    [config.mutation, mutation],
    [config.subscription, subscription],
  ]);
  cached = new GraphQLSchema({
    ...config,
    query,
    mutation,
    subscription,
    types: config.types.map((type) => root.get(type) ?? type),
    directives: [...config.directives, ...accessDirectives()],
  });
  return cached;
}
