import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiTokenLifetime } from '@portal/domain';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { checkedId } from '../../schema/ids.js';
import { PageArgs } from '../../schema/page.args.js';
import {
  ApiToken,
  ApiTokenConnection,
  apiTokenFromRest,
  CreateApiTokenInput,
  CreatedApiToken,
  RevokeApiTokenPayload,
} from './api-token.type.js';

/** The school's API tokens for integrations (issue 16): its admins make, list and revoke them, signed in. */
@Resolver()
export class ApiTokensResolver {
  @Query(() => ApiTokenConnection, {
    description:
      "The school's API tokens, oldest first, expired ones too (admin, signed in: an API token gets FORBIDDEN).",
  })
  @Auth('manageApiTokens')
  async apiTokens(
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<ApiToken>> {
    const page = pageOf(args);
    const { data, total } = await context.rest.get('/api/v1/api-tokens', {
      query: { start: page.offset, count: page.first },
    });
    return connectionOf(data.map(apiTokenFromRest), page.offset, total);
  }

  @Mutation(() => CreatedApiToken, {
    description:
      'Makes an API token acting as the caller with one role they hold; its text is in this answer only (admin, signed in).',
  })
  @Auth('manageApiTokens')
  async createApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: 'Its name, role and lifetime.' })
    input: CreateApiTokenInput,
    @Ctx() context: GatewayContext,
  ): Promise<CreatedApiToken> {
    // The API checks the lifetime: a number not offered answers its 400, which names the choices.
    const lifetimeDays = input.lifetimeDays as ApiTokenLifetime;
    const { data } = await context.rest.post('/api/v1/api-tokens', {
      body: { name: input.name, role: input.role, lifetimeDays },
    });
    return { apiToken: apiTokenFromRest(data.apiToken), token: data.token };
  }

  @Mutation(() => RevokeApiTokenPayload, {
    description: "Revokes one of the school's API tokens: it is refused from the next call on (admin, signed in).",
  })
  @Auth('manageApiTokens')
  async revokeApiToken(
    @Arg('id', () => ID, { description: 'The id of the token.' }) id: string,
    @Ctx() context: GatewayContext,
  ): Promise<RevokeApiTokenPayload> {
    const { data } = await context.rest.delete('/api/v1/api-tokens/{id}', { path: { id: checkedId(id, 'id') } });
    return data;
  }
}
