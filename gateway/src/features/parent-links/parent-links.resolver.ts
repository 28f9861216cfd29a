import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import { Role } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import { Child, childFromRest } from '../people/child.type.js';
import { User } from '../people/user.type.js';
import { ParentLinkInput } from './parent-link.inputs.js';
import { AcceptParentLinkPayload, DeclineParentLinkPayload } from './parent-link.payloads.js';
import { ParentLink, parentLinkFromRest } from './parent-link.type.js';

const linkPath = ({ parentId, childId }: ParentLinkInput) => ({ path: { parentId, childId } });

/** Parent link requests: a parent's pending children, and the student's or admin's decision on them. */
@Resolver(() => User)
export class ParentLinksResolver {
  @Query(() => [ParentLink], {
    description:
      'The pending parent link requests the viewer may decide on: a student those naming them, an admin those of the school (optionally one parent’s); empty for other roles.',
  })
  @Auth()
  async parentLinkRequests(
    @Arg('parentId', () => ID, { nullable: true, description: 'Only this parent’s requests.' })
    parentId: string | null | undefined,
    @Ctx() context: GatewayContext,
  ): Promise<ParentLink[]> {
    const { data: links } = await context.rest.get('/api/v1/parent-links', {
      query: { status: 'pending', parentId: parentId ?? undefined },
    });
    return links.map(parentLinkFromRest);
  }

  @Mutation(() => AcceptParentLinkPayload, {
    description: 'Accepts (the student named) or approves (an admin) a link request: the parent gets the child.',
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

  @FieldResolver(() => [Child], {
    description:
      'The students this parent asked to be linked to (or a teacher asked for), waiting for approval; empty for anyone else.',
  })
  async pendingChildren(@Root() user: User, @Ctx() context: GatewayContext): Promise<Child[]> {
    if (!user.roles.includes(Role.PARENT)) return [];
    const children = await context.loaders.pendingChildrenByParentId.load(user.id);
    return children.map(childFromRest);
  }
}
