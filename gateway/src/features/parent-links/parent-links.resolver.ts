import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { checkedId } from '../../schema/ids.js';
import { PageArgs } from '../../schema/page.args.js';
import { UserConnection } from '../people/user-connection.type.js';
import { childrenPage } from '../people/children-page.js';
import { User } from '../people/user.type.js';
import { ParentLinkInput } from './parent-link.inputs.js';
import { AcceptParentLinkPayload, DeclineParentLinkPayload } from './parent-link.payloads.js';
import { ParentLink, ParentLinkConnection, parentLinkFromRest } from './parent-link.type.js';

const linkPath = ({ parentId, childId }: ParentLinkInput) => ({ path: { parentId, childId } });

@ArgsType()
class ParentLinkRequestsArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Only this parent’s requests.' })
  parentId?: string | null;
}

/** Parent link requests: a parent's pending children, and the student's or admin's decision on them. */
@Resolver(() => User)
export class ParentLinksResolver {
  @Query(() => ParentLinkConnection, {
    description:
      'The pending parent link requests the viewer may decide on, oldest first: a student those naming them, an admin those of the school (optionally one parent’s); empty for other roles.',
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
      'Accepts (the student named) or approves (an admin) a link request: the parent gets the child. A person signed in to the portal only: an API token is FORBIDDEN.',
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
      'Declines a pending link request (the student named, or an admin of the school): it is deleted and the parent may ask again. An active link is CONFLICT.',
  })
  @Auth('decideParentLinks')
  async declineParentLink(
    @Arg('input', () => ParentLinkInput, { description: 'The request: its parent and its student.' })
    input: ParentLinkInput,
    @Ctx() context: GatewayContext,
  ): Promise<DeclineParentLinkPayload> {
    return (await context.rest.delete('/api/v1/parent-links/{parentId}/{childId}', linkPath(input))).data;
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
