import { Role } from '../../auth/role.enum.js';
import type { PagedLoaders } from '../../context/loader-kinds.js';
import type { RestUser } from '../../rest/rest-types.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import type { PageArgs } from '../../schema/page.args.js';
import { User, userFromRest } from './user.type.js';

/**
 * A page of a parent's children, or of the students of their pending link
 * requests, through the loader of that kind of link; none for anyone who is
 * not a parent.
 */
export async function childrenPage(
  user: User,
  args: PageArgs,
  loaders: PagedLoaders<RestUser>,
): Promise<ConnectionShape<User>> {
  const page = pageOf(args);
  if (!user.roles.includes(Role.PARENT)) return connectionOf([], page.offset, 0);
  const { items, total } = await loaders(page).load(user.id);
  return connectionOf(items.map(userFromRest), page.offset, total);
}
