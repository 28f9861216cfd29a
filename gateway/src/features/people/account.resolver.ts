import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import { fromDomainRole } from '../../auth/role.enum.js';
import type { GatewayContext } from '../../context/context.js';
import type { RestPresentAccount } from '../../rest/rest-types.js';
import {
  ChangeEmailInput,
  ChangeNameInput,
  ChangePasswordInput,
  CreateAccountsInput,
  LinkChildInput,
  UserIdsInput,
} from './account.inputs.js';
import { CreateAccountsPayload, DeleteUsersPayload, UserPayload, UsersPayload } from './account.payloads.js';
import { userFromRest } from './user.type.js';

function rowFromRest(row: RestPresentAccount) {
  return { firstName: row.firstName, lastName: row.lastName, email: row.email, roles: row.role.map(fromDomainRole) };
}

/** The signed-in user's id when the input names nobody. */
async function targetId(context: GatewayContext, userId: string | null | undefined): Promise<string> {
  if (userId) return userId;
  const viewer = await context.viewer();
  if (!viewer) throw new Error('guarded by @auth');
  return viewer.userId;
}

async function readUser(context: GatewayContext, id: string): Promise<UserPayload> {
  return { user: userFromRest((await context.rest.get('/api/v1/user/{id}', { path: { id } })).data) };
}

@Resolver()
export class AccountResolver {
  @Mutation(() => CreateAccountsPayload, { description: 'Creates accounts in bulk (all or nothing for one call).' })
  @Auth('createAccounts')
  async createAccounts(
    @Arg('input', () => CreateAccountsInput) input: CreateAccountsInput,
    @Ctx() context: GatewayContext,
  ): Promise<CreateAccountsPayload> {
    const rows = input.accounts.map(({ roles, ...account }) => ({ ...account, role: roles }));
    const { data } = await context.rest.post('/api/v1/school/register-users', { body: rows });
    return {
      created: data.new_users.map((row) => ({ ...rowFromRest(row), id: row.userId, password: row.password })),
      alreadyPresent: data.already_present.map(rowFromRest),
    };
  }

  @Mutation(() => DeleteUsersPayload)
  @Auth('deletePeople')
  async deleteUsers(@Arg('input', () => UserIdsInput) input: UserIdsInput, @Ctx() context: GatewayContext) {
    await context.rest.patch('/api/v1/users', { body: { userIds: input.userIds } });
    return { deletedIds: input.userIds };
  }

  @Mutation(() => UsersPayload, { description: 'Gives admin permissions to teachers.' })
  @Auth('manageAdmins')
  async grantAdmin(@Arg('input', () => UserIdsInput) input: UserIdsInput, @Ctx() context: GatewayContext) {
    await context.rest.put('/api/v1/administrator', { body: { userIds: input.userIds } });
    return this.reread(context, input.userIds);
  }

  @Mutation(() => UsersPayload, { description: 'Takes admin permissions away.' })
  @Auth('manageAdmins')
  async revokeAdmin(@Arg('input', () => UserIdsInput) input: UserIdsInput, @Ctx() context: GatewayContext) {
    await context.rest.patch('/api/v1/administrator', { body: { userIds: input.userIds } });
    return this.reread(context, input.userIds);
  }

  @Mutation(() => UserPayload, { description: 'Your own password, or a reset for someone you may act on.' })
  @Auth('setPasswords')
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() context: GatewayContext,
  ) {
    const id = await targetId(context, input.userId);
    await context.rest.patch('/api/v1/user/{id}', { path: { id }, body: { password: input.password } });
    return readUser(context, id);
  }

  @Mutation(() => UserPayload)
  @Auth('changeEmailsOrNames')
  async changeEmail(@Arg('input', () => ChangeEmailInput) input: ChangeEmailInput, @Ctx() context: GatewayContext) {
    const id = await targetId(context, input.userId);
    await context.rest.patch('/api/v1/user/{id}/update-email', { path: { id }, body: { email: input.email } });
    return readUser(context, id);
  }

  @Mutation(() => UserPayload)
  @Auth('changeEmailsOrNames')
  async changeName(@Arg('input', () => ChangeNameInput) input: ChangeNameInput, @Ctx() context: GatewayContext) {
    const id = await targetId(context, input.userId);
    await context.rest.patch('/api/v1/user/{id}/update-name', {
      path: { id },
      body: { firstName: input.firstName, lastName: input.lastName },
    });
    return readUser(context, id);
  }

  @Mutation(() => UserPayload, {
    description:
      'Links a student, by e-mail, to a parent; returns the parent. An admin’s link is active at once; anyone else’s waits in pendingChildren until the student accepts or an admin approves.',
  })
  @Auth('linkChildren')
  async linkChild(@Arg('input', () => LinkChildInput) input: LinkChildInput, @Ctx() context: GatewayContext) {
    const id = await targetId(context, input.parentId);
    await context.rest.patch('/api/v1/parent/{id}/add-child', { path: { id }, body: { childEmail: input.childEmail } });
    return readUser(context, id);
  }

  private async reread(context: GatewayContext, ids: string[]): Promise<UsersPayload> {
    const users = await context.loaders.usersById.loadMany(ids);
    return { users: users.flatMap((u) => (u && !(u instanceof Error) ? [userFromRest(u)] : [])) };
  }
}
