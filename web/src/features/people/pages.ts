import { lazyPage as page } from '../../app/routing/lazyPage';

/*
 * The people area's pages (spec 1 §2.6) and root's Registered Users page
 * (spec 2 §2), each its own chunk. The shell's route table says where each
 * one lives and who may open it.
 */

export const PeopleListPage = page(() => import('./list/PeopleListPage').then((m) => m.PeopleListPage));
export const CreateAccountsPage = page(() => import('./create/CreateAccountsPage').then((m) => m.CreateAccountsPage));
export const OwnProfilePage = page(() => import('./profile/OwnProfilePage').then((m) => m.OwnProfilePage));
export const UserProfilePage = page(() => import('./profile/UserProfilePage').then((m) => m.UserProfilePage));
export const ChangePasswordPage = page(() => import('./forms/ChangePasswordPage').then((m) => m.ChangePasswordPage));
export const ChangeEmailPage = page(() => import('./forms/ChangeEmailPage').then((m) => m.ChangeEmailPage));
export const ChangeNamePage = page(() => import('./forms/ChangeNamePage').then((m) => m.ChangeNamePage));
export const UpdateChildPage = page(() => import('./forms/UpdateChildPage').then((m) => m.UpdateChildPage));
