import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { checkedId } from '../../schema/ids.js';
import { EvaluationAuditArgs } from './evaluation-audit.args.js';
import {
  EvaluationChangeConnection,
  evaluationChangeFromRest,
  type EvaluationChange,
} from './evaluation-audit.types.js';

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
