import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Public } from '../../auth/auth-decorators.js';
import { fromDomainRole } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import { User, userFromRest } from '../people/user.type.js';
import { RegisterInput, RegisterPayload, School, UpdateSchoolInput, schoolFromRest } from './school.types.js';

@Resolver()
export class SchoolResolver {
  @Query(() => School, { description: "The signed-in user's school; root belongs to none and gets NOT_FOUND." })
  @Auth()
  async school(@Ctx() context: GatewayContext): Promise<School> {
    return schoolFromRest((await context.rest.get('/api/v1/school')).data);
  }

  @Mutation(() => RegisterPayload, {
    description:
      'Registers a school and its first user, and signs them in. Throttled per address: past the limit the answer is TOO_MANY_REQUESTS.',
  })
  @Public()
  async register(
    @Arg('input', () => RegisterInput, { description: 'The school and its first user.' }) input: RegisterInput,
    @Ctx() context: GatewayContext,
  ): Promise<RegisterPayload> {
    const { timeZone, locale, ...form } = input;
    const body = { ...form, ...(timeZone == null ? {} : { timeZone }), ...(locale == null ? {} : { locale }) };
    const { data } = await context.rest.post('/api/v1/register', { body });
    return { user: userFromRest(data.user), school: schoolFromRest(data.school), role: fromDomainRole(data.role) };
  }

  @Mutation(() => School, {
    description:
      "Changes the school's time zone, locale or sign-in cards setting (admin); answers the school as it now is.",
  })
  @Auth('manageSchool')
  async updateSchool(
    @Arg('input', () => UpdateSchoolInput, { description: 'The settings to change.' }) input: UpdateSchoolInput,
    @Ctx() context: GatewayContext,
  ): Promise<School> {
    const { timeZone, locale, signInCardsEnabled } = input;
    const body = {
      ...(timeZone == null ? {} : { timeZone }),
      ...(locale == null ? {} : { locale }),
      ...(signInCardsEnabled == null ? {} : { signInCardsEnabled }),
    };
    return schoolFromRest((await context.rest.patch('/api/v1/school', { body })).data);
  }
}

@Resolver(() => User)
export class UserSchoolResolver {
  @FieldResolver(() => School, {
    nullable: true,
    description:
      "The user's school: null for root, who belongs to none, and for a school the caller may not read (only root reads other schools, through registeredUsers).",
  })
  async school(@Root() user: User, @Ctx() context: GatewayContext): Promise<School | null> {
    if (!user.schoolId) return null;
    if (user.schoolName !== undefined) return Object.assign(new School(), { id: user.schoolId, name: user.schoolName });
    const school = await context.loaders.schoolById.load(user.schoolId);
    return school ? schoolFromRest(school) : null;
  }
}
