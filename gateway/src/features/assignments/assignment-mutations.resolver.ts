import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { AssignmentActivitiesInput, CreateAssignmentInput, UpdateAssignmentInput } from './assignment.inputs.js';
import { AssignmentPayload, DeleteAssignmentPayload } from './assignment.payloads.js';
import { assignmentFromRest } from './assignment.type.js';

async function readAssignment(context: GatewayContext, id: string): Promise<AssignmentPayload> {
  const { data } = await context.rest.get('/api/v1/assignments/{id}', { path: { id } });
  return { assignment: assignmentFromRest(data) };
}

/*
 * Assignment writes (spec 1 §7). Who may: admins for every group of their
 * school, teachers for the groups they own (manageGroups, then the API's
 * GROUP_MANAGE_RULES on the assignment's group). Any other assignment or
 * group is NOT_FOUND, as one that does not exist.
 */
@Resolver()
export class AssignmentMutationsResolver {
  @Mutation(() => AssignmentPayload, { description: 'Gives a group a new assignment with its activities.' })
  @Auth('manageGroups')
  async createAssignment(
    @Arg('input', () => CreateAssignmentInput, { description: 'The assignment and its activities.' })
    input: CreateAssignmentInput,
    @Ctx() context: GatewayContext,
  ): Promise<AssignmentPayload> {
    const { data } = await context.rest.post('/api/v1/assignments', { body: input });
    return { assignment: assignmentFromRest(data) };
  }

  @Mutation(() => AssignmentPayload, {
    description:
      'Changes an assignment’s name, group and dates (Edit, and Recover, which reopens a completed one by moving its dates).',
  })
  @Auth('manageGroups')
  async updateAssignment(
    @Arg('input', () => UpdateAssignmentInput, { description: 'The assignment and its new fields.' })
    input: UpdateAssignmentInput,
    @Ctx() context: GatewayContext,
  ): Promise<AssignmentPayload> {
    const { assignmentId, ...fields } = input;
    await context.rest.patch('/api/v1/assignments/{id}', { path: { id: assignmentId }, body: fields });
    return readAssignment(context, assignmentId);
  }

  @Mutation(() => AssignmentPayload, {
    description: 'Ends an assignment now (End): its due date becomes 5 minutes ago, so it is Completed.',
  })
  @Auth('manageGroups')
  async finishAssignment(
    @Arg('assignmentId', () => ID, { description: 'The assignment (a UUID).' }) assignmentId: string,
    @Ctx() context: GatewayContext,
  ): Promise<AssignmentPayload> {
    const { data } = await context.rest.post('/api/v1/assignments/{id}/finish', { path: { id: assignmentId } });
    return { assignment: assignmentFromRest(data) };
  }

  @Mutation(() => AssignmentPayload, {
    description: 'Adds activities after the last one; those already in the assignment are left as they are.',
  })
  @Auth('manageGroups')
  async addAssignmentActivities(
    @Arg('input', () => AssignmentActivitiesInput, { description: 'The assignment and the activities.' })
    input: AssignmentActivitiesInput,
    @Ctx() context: GatewayContext,
  ): Promise<AssignmentPayload> {
    const { data } = await context.rest.put('/api/v1/assignments/{id}/activities', {
      path: { id: input.assignmentId },
      body: input.activities,
    });
    return { assignment: assignmentFromRest(data) };
  }

  @Mutation(() => AssignmentPayload, {
    description: 'Removes activities from an assignment; its last activity always stays (CONFLICT).',
  })
  @Auth('manageGroups')
  async removeAssignmentActivities(
    @Arg('input', () => AssignmentActivitiesInput, { description: 'The assignment and the activities.' })
    input: AssignmentActivitiesInput,
    @Ctx() context: GatewayContext,
  ): Promise<AssignmentPayload> {
    await context.rest.patch('/api/v1/assignments/{id}/activities', {
      path: { id: input.assignmentId },
      body: input.activities,
    });
    return readAssignment(context, input.assignmentId);
  }

  @Mutation(() => DeleteAssignmentPayload, { description: 'Deletes an assignment and its activities.' })
  @Auth('manageGroups')
  async deleteAssignment(
    @Arg('assignmentId', () => ID, { description: 'The assignment (a UUID).' }) assignmentId: string,
    @Ctx() context: GatewayContext,
  ): Promise<DeleteAssignmentPayload> {
    await context.rest.delete('/api/v1/assignments/{id}', { path: { id: assignmentId } });
    return { deletedId: assignmentId };
  }
}
