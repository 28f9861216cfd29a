import { Ctx, Int, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';

/** The staff home's TOTAL STUDENTS (issue 35): the caller's own students, not the school's for a teacher. */
@Resolver()
export class OwnStudentsResolver {
  @Query(() => Int, {
    description:
      "How many students the caller follows: an admin the school's, a teacher the distinct students of the groups they own, a parent their children, a student themself.",
  })
  @Auth('readProgress')
  async ownStudentCount(@Ctx() context: GatewayContext): Promise<number> {
    return (await context.rest.get('/api/v1/report/students/count')).data.total;
  }
}
