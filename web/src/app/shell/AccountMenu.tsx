import PersonIcon from '@mui/icons-material/Person';
import { Avatar, IconButton, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../session/AuthProvider';
import { homePath } from '../../features/home/urls';
import { ownProfilePath } from '../../features/people/urls';
import { useConfirmLeave } from '../../shared/leave/leaveGuard';

/**
 * The signed-in user's menu (spec 1 §1): Profile and Sign out. It fetches
 * nothing, so a page's one request stays its only one.
 */
export function AccountMenu() {
  const { signOut, mustChangePassword } = useAuth();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  const signOutAndLeave = async () => {
    await signOut();
    await navigate(homePath, { replace: true });
  };

  return (
    <>
      <IconButton
        aria-label="Account"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}>
          <PersonIcon />
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* Until the password the school set is changed only signing out is offered (issue 36). */}
        {!mustChangePassword && (
          <MenuItem component={RouterLink} to={ownProfilePath} onClick={close}>
            Profile
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            confirmLeave(() => void signOutAndLeave());
          }}
        >
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
