import { can, type Capability, type Role } from '@portal/domain';
import {
  ownChangeEmailPath,
  ownChangeNamePath,
  ownChangePasswordPath,
  ownUpdateChildPath,
  changeEmailUrl,
  changeNameUrl,
  resetPasswordUrl,
  updateChildUrl,
} from '../urls';

export interface ProfilePerson {
  id: string;
  roles: readonly Role[];
}

/** What the server says the viewer may change of the person viewed (`User.viewerMay`). */
export interface PersonChanges {
  changePassword: boolean;
  changeEmail: boolean;
  changeName: boolean;
  /** A family code may be made for them (a student of the viewer's groups, or any of the school's for an admin). */
  createFamilyCode: boolean;
}

/** A person viewed, with what the viewer may change of them. */
export interface ViewedPerson extends ProfilePerson {
  viewerMay: PersonChanges;
}

/** Where each profile button leads, or null when it is not shown (spec 1 §2.6, §6). */
export interface ProfileActions {
  /** Add or remove admin permissions: an admin looking at another admin or a teacher. */
  adminPermissions: 'add' | 'remove' | null;
  /**
   * Password, e-mail and name: each offered exactly when the server would accept the change (an admin anyone's of
   * the school, a teacher their own and their groups' students', a parent their own and a child's password, anyone
   * their own); one's own forms on one's own profile, the forms for another person otherwise.
   */
  changePassword: string | null;
  changeEmail: string | null;
  changeName: string | null;
  /** A profile of someone with the parent role. */
  updateChild: string | null;
  /**
   * The link requests listed on your own profile, to approve or decline: those of the school for an admin, of
   * their groups' students for a teacher (issue 36: the school confirms families; never the child).
   */
  linkRequests: boolean;
  /** Make a family code for the student viewed, to print for their parent: as the server accepts (issue 36). */
  familyCode: boolean;
  /** Approve or decline a parent's pending children on their profile: an admin. */
  approvePendingChildren: boolean;
}

/**
 * The buttons a viewer sees on a profile: the changes of password, e-mail and
 * name as the server answers for this viewer and person (its relation rules:
 * own child, owned group); the others ask a domain capability of any of the
 * viewer's roles, so the UI offers nothing the server refuses.
 */
export function profileActions(viewer: ProfilePerson, viewed: ViewedPerson): ProfileActions {
  const self = viewer.id === viewed.id;
  const may = (capability: Capability) => can(viewer.roles, capability);
  const schoolWide = may('actOnWholeSchool');
  const viewedIsAdmin = viewed.roles.includes('admin');
  const viewedIsStaff = viewedIsAdmin || viewed.roles.includes('teacher');
  const viewedIsParent = viewed.roles.includes('parent');
  const canToggleAdmin = may('manageAdmins') && !self && viewedIsStaff;
  const offer = (allowed: boolean, own: string, others: (id: string) => string) =>
    allowed ? (self ? own : others(viewed.id)) : null;
  return {
    adminPermissions: canToggleAdmin ? (viewedIsAdmin ? 'remove' : 'add') : null,
    changePassword: offer(viewed.viewerMay.changePassword, ownChangePasswordPath, resetPasswordUrl),
    changeEmail: offer(viewed.viewerMay.changeEmail, ownChangeEmailPath, changeEmailUrl),
    changeName: offer(viewed.viewerMay.changeName, ownChangeNamePath, changeNameUrl),
    updateChild: viewedIsParent && may('linkChildren') ? (self ? ownUpdateChildPath : updateChildUrl(viewed.id)) : null,
    linkRequests: self && may('decideParentLinks'),
    familyCode: !self && viewed.viewerMay.createFamilyCode,
    approvePendingChildren: schoolWide && may('decideParentLinks') && viewedIsParent,
  };
}
