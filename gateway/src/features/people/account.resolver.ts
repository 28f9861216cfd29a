import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Public } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import {
  ChangeEmailInput,
  ChangeNameInput,
  ChangePasswordInput,
  ConfirmEmailInput,
  CreateAccountsInput,
  LinkChildInput,
  PersonNameInput,
  UserIdsInput,
} from './account.inputs.js';
import {
  ConfirmEmailPayload,
  CreateAccountsPayload,
  DeleteUsersPayload,
  UserPayload,
  UsersPayload,
} from './account.payloads.js';
import { User, userFromRest } from './user.type.js';

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
  @Query(() => [User], {
    description:
      "The caller's school's students named like any of these, case and accents aside: an import warns before creating a namesake, with one call for all its rows (admins only).",
  })
  @Auth('createAccounts')
  async studentsNamed(
    @Arg('names', () => [PersonNameInput], { description: 'The names, at most 5000.' }) names: PersonNameInput[],
    @Ctx() context: GatewayContext,
  ): Promise<User[]> {
    const body = { names: names.map(({ firstName, lastName }) => ({ firstName, lastName })) };
    const { data } = await context.rest.post('/api/v1/users/name-matches', { body });
    return data.map(userFromRest);
  }

  @Mutation(() => CreateAccountsPayload, {
    description: "Creates accounts in the caller's school in bulk, all or nothing for one call (admins only).",
  })
  @Auth('createAccounts')
  async createAccounts(
    @Arg('input', () => CreateAccountsInput, { description: 'The accounts, at most 500.' }) input: CreateAccountsInput,
    @Ctx() context: GatewayContext,
  ): Promise<CreateAccountsPayload> {
    const rows = input.accounts.map(({ roles, ...account }) => ({ ...account, role: roles }));
    const { data } = await context.rest.post('/api/v1/school/register-users', { body: rows });
    return {
      created: data.new_users.map(({ password, ...user }) => ({ user: userFromRest(user), password })),
      alreadyPresent: data.already_present.map((row) => row.email),
    };
  }

  @Mutation(() => DeleteUsersPayload, {
    description: "Deletes users of the caller's school (admins only); never the caller (BAD_USER_INPUT).",
  })
  @Auth('deletePeople')
  async deleteUsers(
    @Arg('input', () => UserIdsInput, { description: 'Whom to delete.' }) input: UserIdsInput,
    @Ctx() context: GatewayContext,
  ) {
    await context.rest.patch('/api/v1/users', { body: { userIds: input.userIds } });
    return { deletedIds: input.userIds };
  }

  @Mutation(() => UsersPayload, {
    description:
      "Gives admin permissions to teachers of the caller's school (admins only); returns them as they are now.",
  })
  @Auth('manageAdmins')
  async grantAdmin(
    @Arg('input', () => UserIdsInput, { description: 'The teachers to make admins.' }) input: UserIdsInput,
    @Ctx() context: GatewayContext,
  ) {
    await context.rest.put('/api/v1/administrator', { body: { userIds: input.userIds } });
    return this.reread(context, input.userIds);
  }

  @Mutation(() => UsersPayload, {
    description:
      "Takes admin permissions away from admins of the caller's school (admins only; never from the caller); returns them as they are now.",
  })
  @Auth('manageAdmins')
  async revokeAdmin(
    @Arg('input', () => UserIdsInput, { description: 'The admins to make teachers only.' }) input: UserIdsInput,
    @Ctx() context: GatewayContext,
  ) {
    await context.rest.patch('/api/v1/administrator', { body: { userIds: input.userIds } });
    return this.reread(context, input.userIds);
  }

  @Mutation(() => UserPayload, {
    description:
      "Sets a password: the caller's own, or a reset by an admin (anyone of the school), a teacher (students of groups they own) or a parent (their children, active links only).",
  })
  @Auth('setPasswords')
  async changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'Whose password, and the new one.' })
    input: ChangePasswordInput,
    @Ctx() context: GatewayContext,
  ) {
    const id = await targetId(context, input.userId);
    await context.rest.patch('/api/v1/user/{id}', {
      path: { id },
      body: { password: input.password, ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}) },
    });
    return readUser(context, id);
  }

  @Mutation(() => UserPayload, {
    description:
      "Changes an e-mail address: an admin's change for anyone of the school, or a teacher's for students of groups they own, at once; the caller's own (with currentPassword) only once the link mailed to the new address is opened (the user's pendingEmail until then; UNAVAILABLE when the portal cannot send mail).",
  })
  @Auth('changeEmailsOrNames')
  async changeEmail(
    @Arg('input', () => ChangeEmailInput, { description: 'Whose address, and the new one.' }) input: ChangeEmailInput,
    @Ctx() context: GatewayContext,
  ) {
    const id = await targetId(context, input.userId);
    const { data } = await context.rest.patch('/api/v1/user/{id}/update-email', {
      path: { id },
      body: { email: input.email, ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}) },
    });
    // The answer carries the caller's own pending address, which a re-read of someone else's never would.
    return { user: userFromRest(data) };
  }

  @Mutation(() => ConfirmEmailPayload, {
    description:
      "Confirms a new e-mail address with the token of the link mailed to it, signed in or not: it becomes the account's address. NOT_FOUND for a link used or replaced by a newer one, BAD_USER_INPUT for one past its 24 hours.",
  })
  @Public()
  async confirmEmail(
    @Arg('input', () => ConfirmEmailInput, { description: "The link's token." }) input: ConfirmEmailInput,
    @Ctx() context: GatewayContext,
  ): Promise<ConfirmEmailPayload> {
    const { data } = await context.rest.post('/api/v1/auth/confirm-email', { body: { token: input.token } });
    return { email: data.email };
  }

  @Mutation(() => UserPayload, {
    description:
      "Changes a first and last name: the caller's own, an admin's change for anyone of the school, or a teacher's for students of groups they own.",
  })
  @Auth('changeEmailsOrNames')
  async changeName(
    @Arg('input', () => ChangeNameInput, { description: 'Whose name, and the new one.' }) input: ChangeNameInput,
    @Ctx() context: GatewayContext,
  ) {
    const id = await targetId(context, input.userId);
    await context.rest.patch('/api/v1/user/{id}/update-name', {
      path: { id },
      body: { firstName: input.firstName, lastName: input.lastName },
    });
    return readUser(context, id);
  }

  @Mutation(() => UserPayload, {
    description:
      'Links a student, by e-mail, to a parent; returns the parent. An admin’s link is active at once; anyone else’s (an API token’s too) waits in pendingChildren until the school approves it (an admin, or a teacher of one of the child’s groups).',
  })
  @Auth('linkChildren')
  async linkChild(
    @Arg('input', () => LinkChildInput, { description: 'The parent and the student.' }) input: LinkChildInput,
    @Ctx() context: GatewayContext,
  ) {
    const id = await targetId(context, input.parentId);
    await context.rest.patch('/api/v1/parent/{id}/add-child', { path: { id }, body: { childEmail: input.childEmail } });
    return readUser(context, id);
  }

  private async reread(context: GatewayContext, ids: string[]): Promise<UsersPayload> {
    const users = await context.loaders.usersById.loadMany(ids);
    return { users: users.flatMap((u) => (u && !(u instanceof Error) ? [userFromRest(u)] : [])) };
  }
}
