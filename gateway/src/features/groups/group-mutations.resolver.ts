import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import type { RestGroup } from '../../rest/rest-types.js';
import { CreateGroupInput, RemoveGroupOwnerInput, RemoveGroupStudentsInput, UpdateGroupInput } from './group.inputs.js';
import { DeleteGroupPayload, GroupPayload } from './group.payloads.js';
import { groupFromRest } from './group.type.js';

/** The group a write answered, primed for the fields read after it in the same request. */
function payloadOf(context: GatewayContext, group: RestGroup): GroupPayload {
  context.loaders.groupsById.clear(group.groupId).prime(group.groupId, group);
  return { group: groupFromRest(group) };
}

/*
 * Group writes (spec 1 §2.7, §7). Who may: admins for every group of their
 * school, teachers for the groups they own (manageGroups, then the API's
 * GROUP_MANAGE_RULES). A group the caller may not manage is NOT_FOUND, as
 * one that does not exist.
 */
@Resolver()
export class GroupMutationsResolver {
  @Mutation(() => GroupPayload, {
    description:
      "Creates a group in the caller's school, with the caller as its owner and, optionally, its first students.",
  })
  @Auth('manageGroups')
  async createGroup(
    @Arg('input', () => CreateGroupInput, { description: 'Its name, year level and first students.' })
    input: CreateGroupInput,
    @Ctx() context: GatewayContext,
  ): Promise<GroupPayload> {
    const { data } = await context.rest.post('/api/v1/groups', {
      body: { name: input.name, yearLevel: input.yearLevel ?? null, students: input.studentIds },
    });
    return payloadOf(context, data);
  }

  @Mutation(() => GroupPayload, {
    description:
      'Renames a group, drops and adds students and adds co-owners in one step: all of it applies, or none of it does.',
  })
  @Auth('manageGroups')
  async updateGroup(
    @Arg('input', () => UpdateGroupInput, { description: 'The group and what changes.' }) input: UpdateGroupInput,
    @Ctx() context: GatewayContext,
  ): Promise<GroupPayload> {
    const { data } = await context.rest.patch('/api/v1/groups/{id}', {
      path: { id: input.groupId },
      body: {
        ...(input.name != null ? { name: input.name } : {}),
        ...(input.yearLevel != null ? { yearLevel: input.yearLevel } : {}),
        owners: input.addOwnerIds,
        students: { add: input.addStudentIds, remove: input.removeStudentIds },
      },
    });
    return payloadOf(context, data);
  }

  @Mutation(() => GroupPayload, {
    description: 'Drops students from a group (the Student List’s DELETE and bulk delete); their accounts stay.',
  })
  @Auth('manageGroups')
  async removeGroupStudents(
    @Arg('input', () => RemoveGroupStudentsInput, { description: 'The group and the students.' })
    input: RemoveGroupStudentsInput,
    @Ctx() context: GatewayContext,
  ): Promise<GroupPayload> {
    const { data } = await context.rest.patch('/api/v1/groups/{id}/users', {
      path: { id: input.groupId },
      body: input.studentIds,
    });
    return payloadOf(context, data);
  }

  @Mutation(() => GroupPayload, {
    description: 'Takes a co-owner off a group. The last owner cannot be removed (CONFLICT).',
  })
  @Auth('manageGroups')
  async removeGroupOwner(
    @Arg('input', () => RemoveGroupOwnerInput, { description: 'The group and the owner.' })
    input: RemoveGroupOwnerInput,
    @Ctx() context: GatewayContext,
  ): Promise<GroupPayload> {
    const { data } = await context.rest.delete('/api/v1/groups/{id}/owners/{userId}', {
      path: { id: input.groupId, userId: input.ownerId },
    });
    return payloadOf(context, data);
  }

  @Mutation(() => DeleteGroupPayload, {
    description:
      'Deletes a group. A group that still has assignments is kept: STILL_IN_USE, with the message saying so (spec 1 §2.7: the web then offers "Go to assignments").',
  })
  @Auth('manageGroups')
  async deleteGroup(
    @Arg('groupId', () => ID, { description: 'The group (a UUID).' }) groupId: string,
    @Ctx() context: GatewayContext,
  ): Promise<DeleteGroupPayload> {
    await context.rest.delete('/api/v1/groups/{id}', { path: { id: groupId } });
    context.loaders.groupsById.clear(groupId);
    return { deletedId: groupId };
  }
}
