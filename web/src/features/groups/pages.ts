import { lazyPage as page } from '../../app/routing/lazyPage';

/*
 * The groups area's pages (spec 1 §2.7; spec 2 §2 for students and parents),
 * in one chunk. The shell's route table says where each one lives and who
 * may open it. One chunk rather than one a page: every lazily loaded chunk
 * adds its name, and the names of the chunks it needs, to the entry's preload
 * map, which the sign-in page downloads too (issue 9: 200 kB). Staff go from
 * /groups straight on to a group's view, and from there to Edit Group, all of
 * which share the student table, dialogs and the group's texts.
 */

const groupPages = () => import('./GroupPages');

export const GroupsPage = page(() => groupPages().then((m) => m.GroupsPage));
export const ViewGroupPage = page(() => groupPages().then((m) => m.ViewGroupPage));
export const CreateGroupPage = page(() => groupPages().then((m) => m.CreateGroupPage));
export const EditGroupPage = page(() => groupPages().then((m) => m.EditGroupPage));
