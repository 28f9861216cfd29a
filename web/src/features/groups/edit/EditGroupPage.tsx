import { Container, Typography } from '@mui/material';
import { can, MESSAGES } from '@portal/domain';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useEditGroupPageQuery } from '../../../generated/EditGroupPage';
import { nodesOf } from '../../../shared/graphql/connections';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { useAuth } from '../../../app/session/AuthProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { groupsPath, viewGroupUrl } from '../urls';
import { EditGroupDialog } from './EditGroupDialog';

export const EDIT_GROUP_TITLE = 'Edit Group';

/**
 * /groups/edit/{groupId} (spec 1 §2.7): the Edit Group dialog, from one query
 * read fresh from the server each time it opens (never a cached copy an
 * earlier edit made stale). A group the viewer does not see goes to the
 * groups page; one they may not change, to its view: the dialog is only
 * offered to those the server lets change it.
 */
export function EditGroupPage() {
  const groupId = useParams().groupId ?? '';
  const navigate = useNavigate();
  const roles = useAuth().roles ?? [];
  const { data, dataState, error } = useEditGroupPageQuery({
    variables: { id: groupId },
    fetchPolicy: 'no-cache',
    errorToast: failureToast(MESSAGES.groupCannotBeShown),
  });

  if (dataState === 'complete') {
    const { group } = data;
    if (!group) return <Navigate to={groupsPath} replace />;
    if (!group.viewerMayManage) return <Navigate to={viewGroupUrl(group.id)} replace />;
    return (
      <EditGroupDialog
        group={{
          id: group.id,
          name: group.name,
          owners: nodesOf(group.owners),
          students: nodesOf(group.students),
          studentCount: group.students.totalCount,
        }}
        viewerId={data.me.id}
        mayRemoveSelf={can(roles, 'actOnWholeSchool')}
        onClose={() => navigate(viewGroupUrl(group.id))}
      />
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {EDIT_GROUP_TITLE}
      </Typography>
      {error ? (
        <Typography color="text.secondary">{MESSAGES.groupCannotBeShown}</Typography>
      ) : (
        <PageLoadingBar label="Loading the group" />
      )}
    </Container>
  );
}
