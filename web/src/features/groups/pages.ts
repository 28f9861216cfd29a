import { lazy, type ComponentType } from 'react';

/*
 * The groups area's pages (spec 1 §2.7; spec 2 §2 for students and parents),
 * each its own chunk. The shell's route table says where each one lives and
 * who may open it.
 */

const page = (load: () => Promise<ComponentType>) => lazy(() => load().then((Page) => ({ default: Page })));

export const GroupsPage = page(() => import('./GroupsPage').then((m) => m.GroupsPage));
export const ViewGroupPage = page(() => import('./ViewGroupPage').then((m) => m.ViewGroupPage));
export const CreateGroupPage = page(() => import('./create/CreateGroupPage').then((m) => m.CreateGroupPage));
export const EditGroupPage = page(() => import('./edit/EditGroupPage').then((m) => m.EditGroupPage));
