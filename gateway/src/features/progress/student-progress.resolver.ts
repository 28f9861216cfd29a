import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { viewerWith } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { PageArgs } from '../../schema/page.args.js';
import { User } from '../people/user.type.js';
import { StudentProgress, StudentProgressConnection, studentProgressFromRest } from './student-progress.types.js';

/** A student's progress table: every user of a query read in one batch REST call per page asked for. */
@Resolver(() => User)
export class StudentProgressResolver {
  @FieldResolver(() => StudentProgressConnection, {
    description:
      "The user's progress table, latest attempt first: empty for anyone without attempts, and for a student whose progress the caller may not read (readProgress: admin the school's, teacher their groups' students, parent their children, student themself).",
  })
  async progress(
    @Root() user: User,
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<StudentProgress>> {
    const page = pageOf(args);
    // Root holds no readProgress: its own profile asks too, and gets an empty table rather than an error.
    if (!(await viewerWith(context, 'readProgress'))) return connectionOf([], page.offset, 0);
    const { items, total } = await context.loaders.progressOfStudent(page).load(user.id);
    return connectionOf(items.map(studentProgressFromRest), page.offset, total);
  }
}
