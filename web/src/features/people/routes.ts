import { onlyRoles, SIGNED_IN, type RouteAccess } from '@portal/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  changeEmailPattern,
  changeNamePattern,
  createAccountsPath,
  ownChangeEmailPath,
  ownChangeNamePath,
  ownChangePasswordPath,
  ownProfilePath,
  ownUpdateChildPath,
  peoplePath,
  resetPasswordPattern,
  updateChildPattern,
  userProfilePattern,
} from './urls';

/**
 * The people area's routes (spec 1 §2.1) and root's Registered Users page
 * (spec 2 §2), for the shell's route table: the path, who may open it, the
 * breadcrumb name (also the page title's last part), and the page, each its
 * own chunk.
 */
export interface PeopleRoute {
  path: string;
  breadcrumb: string;
  access: RouteAccess;
  Page: LazyExoticComponent<ComponentType>;
}

export const registeredUsersPath = '/metrics/registered-users';

const page = (load: () => Promise<ComponentType>) => lazy(() => load().then((Page) => ({ default: Page })));

const PeopleListPage = page(() => import('./list/PeopleListPage').then((m) => m.PeopleListPage));
const CreateAccountsPage = page(() => import('./create/CreateAccountsPage').then((m) => m.CreateAccountsPage));
const OwnProfilePage = page(() => import('./profile/OwnProfilePage').then((m) => m.OwnProfilePage));
const UserProfilePage = page(() => import('./profile/UserProfilePage').then((m) => m.UserProfilePage));
const ChangePasswordPage = page(() => import('./forms/ChangePasswordPage').then((m) => m.ChangePasswordPage));
const ChangeEmailPage = page(() => import('./forms/ChangeEmailPage').then((m) => m.ChangeEmailPage));
const ChangeNamePage = page(() => import('./forms/ChangeNamePage').then((m) => m.ChangeNamePage));
const UpdateChildPage = page(() => import('./forms/UpdateChildPage').then((m) => m.UpdateChildPage));
const RegisteredUsersPage = page(() =>
  import('../registered-users/RegisteredUsersPage').then((m) => m.RegisteredUsersPage),
);

const STAFF = onlyRoles('admin', 'teacher');
const PROFILE_VIEWERS = onlyRoles('admin', 'teacher', 'parent');

export const peopleRoutes: readonly PeopleRoute[] = [
  { path: peoplePath, breadcrumb: 'People', access: STAFF, Page: PeopleListPage },
  { path: createAccountsPath, breadcrumb: 'Create Accounts', access: onlyRoles('admin'), Page: CreateAccountsPage },
  { path: ownProfilePath, breadcrumb: 'Me', access: SIGNED_IN, Page: OwnProfilePage },
  { path: ownChangePasswordPath, breadcrumb: 'Change Password', access: SIGNED_IN, Page: ChangePasswordPage },
  { path: ownChangeEmailPath, breadcrumb: 'Change Email', access: SIGNED_IN, Page: ChangeEmailPage },
  { path: ownChangeNamePath, breadcrumb: 'Change Name', access: SIGNED_IN, Page: ChangeNamePage },
  { path: ownUpdateChildPath, breadcrumb: 'Update Child Relation', access: SIGNED_IN, Page: UpdateChildPage },
  { path: userProfilePattern, breadcrumb: 'User Profile', access: PROFILE_VIEWERS, Page: UserProfilePage },
  { path: resetPasswordPattern, breadcrumb: 'Reset Password', access: PROFILE_VIEWERS, Page: ChangePasswordPage },
  { path: changeEmailPattern, breadcrumb: 'Change Email', access: STAFF, Page: ChangeEmailPage },
  { path: changeNamePattern, breadcrumb: 'Change Name', access: STAFF, Page: ChangeNamePage },
  { path: updateChildPattern, breadcrumb: 'Update Child Relation', access: PROFILE_VIEWERS, Page: UpdateChildPage },
  { path: registeredUsersPath, breadcrumb: 'Registered Users', access: onlyRoles('root'), Page: RegisteredUsersPage },
];

export {
  ChangeEmailPage,
  ChangeNamePage,
  ChangePasswordPage,
  CreateAccountsPage,
  OwnProfilePage,
  PeopleListPage,
  RegisteredUsersPage,
  UpdateChildPage,
  UserProfilePage,
};
