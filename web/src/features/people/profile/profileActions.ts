import { can, type Capability, type Role } from '@portal/domain';
import {
  ownChangeEmailPath,
  ownChangeNamePath,
  ownChangePasswordPath,
  ownUpdateChildPath,
  resetPasswordUrl,
  updateChildUrl,
} from '../urls';

export interface ProfilePerson {
  id: string;
  roles: readonly Role[];
}

/** Where each profile button leads, or null when it is not shown (spec 1 §2.6, §6). */
export interface ProfileActions {
  /** Add or remove admin permissions: an admin looking at another admin or a teacher. */
  adminPermissions: 'add' | 'remove' | null;
  /** The user themself, or an admin. */
  changePassword: string | null;
  /** The user themself only. */
  changeEmail: string | null;
  changeName: string | null;
  /** A profile of someone with the parent role. */
  updateChild: string | null;
  /** The link requests listed on your own profile: a student accepts those naming them, an admin approves the school's. */
  linkRequests: 'accept' | 'approve' | null;
  /** Approve or decline a parent's pending children on their profile: an admin. */
  approvePendingChildren: boolean;
}

/**
 * The buttons a viewer sees on a profile: each asks a domain capability of
 * any of the viewer's roles, so the UI offers nothing the server refuses by
 * role. Relations (own child, owned group) stay the server's to check.
 */
export function profileActions(viewer: ProfilePerson, viewed: ProfilePerson): ProfileActions {
  const self = viewer.id === viewed.id;
  const may = (capability: Capability) => can(viewer.roles, capability);
  const schoolWide = may('actOnWholeSchool');
  const viewedIsAdmin = viewed.roles.includes('admin');
  const viewedIsStaff = viewedIsAdmin || viewed.roles.includes('teacher');
  const viewedIsParent = viewed.roles.includes('parent');
  const canToggleAdmin = may('manageAdmins') && !self && viewedIsStaff;
  return {
    adminPermissions: canToggleAdmin ? (viewedIsAdmin ? 'remove' : 'add') : null,
    changePassword: self ? ownChangePasswordPath : schoolWide ? resetPasswordUrl(viewed.id) : null,
    changeEmail: self ? ownChangeEmailPath : null,
    changeName: self ? ownChangeNamePath : null,
    updateChild: viewedIsParent && may('linkChildren') ? (self ? ownUpdateChildPath : updateChildUrl(viewed.id)) : null,
    linkRequests: self && may('decideParentLinks') ? (schoolWide ? 'approve' : 'accept') : null,
    approvePendingChildren: schoolWide && may('decideParentLinks') && viewedIsParent,
  };
}
