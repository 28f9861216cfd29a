import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { checkedId } from '../../schema/ids.js';
import { PageArgs } from '../../schema/page.args.js';
import { UserConnection } from '../people/user-connection.type.js';
import { childrenPage } from '../people/children-page.js';
import { User } from '../people/user.type.js';
import { UserPayload } from '../people/account.payloads.js';
import { userFromRest } from '../people/user.type.js';
import { CreateFamilyCodeInput, ParentLinkInput, RedeemFamilyCodeInput } from './parent-link.inputs.js';
import { AcceptParentLinkPayload, DeclineParentLinkPayload, FamilyCodePayload } from './parent-link.payloads.js';
import { ParentLink, ParentLinkConnection, parentLinkFromRest } from './parent-link.type.js';

const linkPath = ({ parentId, childId }: ParentLinkInput) => ({ path: { parentId, childId } });

@ArgsType()
class ParentLinkRequestsArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Only this parent’s requests.' })
  parentId?: string | null;
}

/**
 * Parent link requests (issue 36, the school confirms families): a parent's
 * pending children, the school's decision on them, and family codes.
 */
@Resolver(() => User)
export class ParentLinksResolver {
  @Query(() => ParentLinkConnection, {
    description:
      "The pending parent link requests the viewer may decide on, oldest first: an admin those of the school, a teacher those naming a student of one of their groups (optionally one parent's); empty for other roles.",
  })
  @Auth()
  async parentLinkRequests(
    @Args(() => ParentLinkRequestsArgs) args: ParentLinkRequestsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<ParentLink>> {
    const page = pageOf(args);
    const { data: links, total } = await context.rest.get('/api/v1/parent-links', {
      query: {
        status: 'pending',
        parentId: args.parentId ? checkedId(args.parentId, 'parentId') : undefined,
        start: page.offset,
        count: page.first,
      },
    });
    return connectionOf(links.map(parentLinkFromRest), page.offset, total);
  }

  @Mutation(() => AcceptParentLinkPayload, {
    description:
      "Approves a link request (an admin of the school, or a teacher of one of the child's groups; never the child): the parent gets the child and is mailed. A person signed in to the portal only: an API token is FORBIDDEN.",
  })
  @Auth('decideParentLinks')
  async acceptParentLink(
    @Arg('input', () => ParentLinkInput, { description: 'The request: its parent and its student.' })
    input: ParentLinkInput,
    @Ctx() context: GatewayContext,
  ): Promise<AcceptParentLinkPayload> {
    const { data: link } = await context.rest.post('/api/v1/parent-links/{parentId}/{childId}/accept', linkPath(input));
    return { link: parentLinkFromRest(link) };
  }

  @Mutation(() => DeclineParentLinkPayload, {
    description:
      "Declines a pending link request (an admin of the school, or a teacher of one of the child's groups): it is deleted, the parent is mailed and may ask again. An active link is CONFLICT.",
  })
  @Auth('decideParentLinks')
  async declineParentLink(
    @Arg('input', () => ParentLinkInput, { description: 'The request: its parent and its student.' })
    input: ParentLinkInput,
    @Ctx() context: GatewayContext,
  ): Promise<DeclineParentLinkPayload> {
    return (await context.rest.delete('/api/v1/parent-links/{parentId}/{childId}', linkPath(input))).data;
  }

  @Mutation(() => FamilyCodePayload, {
    description:
      "Makes a family code for a student (an admin of the school, or a teacher of one of the student's groups: `viewerMay.createFamilyCode`), to print for their parent: it links the parent who redeems it at once, once, within 14 days. A person signed in to the portal only.",
  })
  @Auth('createFamilyCodes')
  async createFamilyCode(
    @Arg('input', () => CreateFamilyCodeInput, { description: 'The student.' }) input: CreateFamilyCodeInput,
    @Ctx() context: GatewayContext,
  ): Promise<FamilyCodePayload> {
    const id = checkedId(input.userId, 'userId');
    const { data } = await context.rest.post('/api/v1/users/{id}/family-codes', { path: { id } });
    return { code: data.code, expiresAt: new Date(data.expiresAt) };
  }

  @Mutation(() => UserPayload, {
    description:
      'Redeems a family code the school printed (a parent): linked to its student at once; returns the parent. A wrong, used or expired code is BAD_USER_INPUT, all alike; too many wrong ones, TOO_MANY_REQUESTS.',
  })
  @Auth('redeemFamilyCodes')
  async redeemFamilyCode(
    @Arg('input', () => RedeemFamilyCodeInput, { description: 'The code.' }) input: RedeemFamilyCodeInput,
    @Ctx() context: GatewayContext,
  ): Promise<UserPayload> {
    const viewer = await context.viewer();
    if (!viewer) throw new Error('guarded by @auth');
    await context.rest.post('/api/v1/parent-links/redeem', { body: { code: input.code } });
    const { data } = await context.rest.get('/api/v1/user/{id}', { path: { id: viewer.userId } });
    return { user: userFromRest(data) };
  }

  @FieldResolver(() => UserConnection, {
    description:
      'The students this parent asked to be linked to (or a teacher asked for), waiting for approval, by first name; empty for anyone else.',
  })
  async pendingChildren(
    @Root() user: User,
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<User>> {
    return childrenPage(user, args, context.loaders.pendingChildrenOfParent);
  }
}
