import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { checkedId } from '../../schema/ids.js';
import { EvaluationAuditArgs } from './evaluation-audit.args.js';
import { User, linkedUser } from '../people/user.type.js';
import { EvaluationChange, EvaluationChangeConnection, evaluationChangeFromRest } from './evaluation-audit.types.js';

/** The trail of every change to a student's grades and comments (GET /result/audit/{studentId}); no screen shows it yet. */
@Resolver()
export class EvaluationAuditResolver {
  @Query(() => EvaluationChangeConnection, {
    description:
      "Every change to a student's grades and comments, newest first (admins, for the students of their school; anyone else gets FORBIDDEN). Another school's student is NOT_FOUND, like an unknown id.",
  })
  @Auth('readEvaluationAudit')
  async evaluationAudit(
    @Args(() => EvaluationAuditArgs) args: EvaluationAuditArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<EvaluationChange>> {
    const page = pageOf(args);
    const { data, total } = await context.rest.get('/api/v1/result/audit/{studentId}', {
      path: { studentId: checkedId(args.studentId, 'studentId') },
      query: { start: page.offset, count: page.first },
    });
    return connectionOf(data.map(evaluationChangeFromRest), page.offset, total);
  }
}

/** The people of a change: every change of a page read in one batch REST call. */
@Resolver(() => EvaluationChange)
export class EvaluationChangePeopleResolver {
  @FieldResolver(() => User, { nullable: true, description: 'Who made the change; null once their account is gone.' })
  async actor(@Root() change: EvaluationChange, @Ctx() context: GatewayContext): Promise<User | null> {
    return linkedUser(context, change.actorId);
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: 'The student whose evaluation changed; null once their account is gone.',
  })
  async student(@Root() change: EvaluationChange, @Ctx() context: GatewayContext): Promise<User | null> {
    return linkedUser(context, change.studentId);
  }
}
