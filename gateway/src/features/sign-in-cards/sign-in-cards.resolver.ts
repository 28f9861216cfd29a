import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { Auth, Public } from '../../auth/auth-decorators.js';
import { fromDomainRole } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import { SignInPayload } from '../auth/auth.types.js';
import { User, userFromRest } from '../people/user.type.js';
import { CardSignInInput, PrintSignInCardsPayload, SignInCard } from './sign-in-card.types.js';

/** Sign-in cards (issue 36, docs/sign-in-cards.md): printing a group's, and signing in with one. */
@Resolver()
export class SignInCardsResolver {
  @Mutation(() => SignInPayload, {
    description:
      "Signs a student in with their sign-in card and starts a session, as signIn does. UNAUTHENTICATED for a code no card has (an old card's too); FORBIDDEN while the school has cards turned off; wrong codes are throttled as wrong passwords are (TOO_MANY_REQUESTS with `extensions.retryAfter`).",
  })
  @Public()
  async signInWithCard(
    @Arg('input', () => CardSignInInput, { description: 'The code, typed or scanned.' }) input: CardSignInInput,
    @Ctx() context: GatewayContext,
  ): Promise<SignInPayload> {
    const { data } = await context.rest.post('/api/v1/auth/signin/card', { body: { code: input.code } });
    return {
      user: userFromRest(data.user),
      role: fromDomainRole(data.role),
      mustChangePassword: data.mustChangePassword,
    };
  }

  @Mutation(() => PrintSignInCardsPayload, {
    description:
      "New sign-in cards for a group's students (admin: any group of the school; teacher: groups they own; NOT_FOUND otherwise), answered once for printing: every card printed before for them stops working at once. FORBIDDEN while the school has cards turned off, and with an API token.",
  })
  @Auth('printSignInCards')
  async printSignInCards(
    @Arg('groupId', () => ID, { description: 'The group (a UUID).' }) groupId: string,
    @Ctx() context: GatewayContext,
  ): Promise<PrintSignInCardsPayload> {
    const { data } = await context.rest.post('/api/v1/groups/{id}/sign-in-cards', { path: { id: groupId } });
    return { cards: data.map(({ userId, code, url }) => Object.assign(new SignInCard(), { userId, code, url })) };
  }
}

/** A card's student, read in one batch for all the cards (the per-request loader over GET /users?ids=). */
@Resolver(() => SignInCard)
export class SignInCardStudentResolver {
  @FieldResolver(() => User, { nullable: true, description: 'The student the card signs in; null once gone.' })
  async student(@Root() card: SignInCard, @Ctx() context: GatewayContext): Promise<User | null> {
    const found = await context.loaders.usersById.load(card.userId);
    return found ? userFromRest(found) : null;
  }
}
