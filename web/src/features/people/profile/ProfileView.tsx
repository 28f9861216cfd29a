import { Alert, AlertTitle, Avatar, Button, Paper, Stack, Typography } from '@mui/material';
import { confirmationSentMessage, EMAIL_CHANGE_TEXTS, type Role } from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfileView_UserFragment } from '../../../generated/graphql';
import { nodesOf } from '../../../shared/graphql/connections';
import { RoleChips } from '../../../shared/roles/RoleChips';
import { AdminPermissionsButton } from './AdminPermissionsButton';
import { ChildrenList } from './ChildrenList';
import { FamilyCodeButton } from './FamilyCodeButton';
import { LinkRequestsList, type LinkRequest } from '../../../shared/parent-links/LinkRequestsList';
import type { ProfileActions } from './profileActions';
import { ProgressTable } from './ProgressTable';

/** The ProfileView_user fragment, with its roles read into the domain's names. */
export type ProfileUser = Omit<ProfileView_UserFragment, 'roles'> & { roles: Role[] };

export interface ProfileViewProps {
  user: ProfileUser;
  actions: ProfileActions;
  /** The parent link requests the viewer may decide on (own profile only). */
  linkRequests?: readonly LinkRequest[];
}

const initials = ({ firstName, lastName }: ProfileUser) =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toLocaleUpperCase();

/** A profile (spec 1 §2.6): who they are, what the viewer may change, and a parent's children or a student's progress. */
export function ProfileView({ user, actions, linkRequests = [] }: ProfileViewProps) {
  const fullName = `${user.firstName} ${user.lastName}`;
  const links = [
    { to: actions.changePassword, label: 'Change password' },
    { to: actions.changeEmail, label: 'Change email' },
    { to: actions.changeName, label: 'Change Name' },
    { to: actions.updateChild, label: 'Update child' },
  ];
  const hasActions = Boolean(actions.adminPermissions) || actions.familyCode || links.some(({ to }) => to);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }} aria-hidden>
            {initials(user)}
          </Avatar>
          <Stack spacing={1}>
            <Typography variant="h4" component="h1">
              {fullName}
            </Typography>
            <Typography color="text.secondary">{user.email}</Typography>
            <RoleChips roles={user.roles} />
          </Stack>
        </Stack>
        {/* Only one's own record carries it: a new address waiting for its link to be opened. */}
        {user.pendingEmail && (
          <Alert severity="info" sx={{ mt: 3 }}>
            <AlertTitle>{EMAIL_CHANGE_TEXTS.pendingTitle}</AlertTitle>
            {confirmationSentMessage(user.pendingEmail)}
          </Alert>
        )}
        {/* No empty row of buttons when the viewer may change nothing here. */}
        {hasActions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 3 }}>
            {actions.adminPermissions && (
              <AdminPermissionsButton userId={user.id} fullName={fullName} mode={actions.adminPermissions} />
            )}
            {links.map(({ to, label }) =>
              to ? (
                <Button key={label} component={RouterLink} to={to} variant="outlined">
                  {label}
                </Button>
              ) : null,
            )}
            {actions.familyCode && <FamilyCodeButton childId={user.id} childName={fullName} />}
          </Stack>
        )}
      </Paper>
      {actions.linkRequests && linkRequests.length > 0 && <LinkRequestsList requests={linkRequests} />}
      {user.roles.includes('parent') && (
        <ChildrenList
          parentId={user.id}
          children={nodesOf(user.children)}
          pending={nodesOf(user.pendingChildren)}
          mayApprove={actions.approvePendingChildren}
        />
      )}
      {user.roles.includes('student') && <ProgressTable user={user} />}
    </Stack>
  );
}
