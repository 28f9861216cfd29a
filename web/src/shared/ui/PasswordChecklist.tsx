import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Box, Fade, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { checkPassword, REQUIRED_CATEGORIES } from '@portal/domain';

/** Spec 1 §9: the success banner fades in over 1000 ms. */
export const BANNER_FADE_MS = 1000;
export const PASSWORD_OK = 'Your password meets every rule.';

export interface PasswordChecklistProps {
  password: string;
  confirmPassword: string;
}

/** The live checklist of spec 1 §2.3: each rule turns green as it is met. */
export function PasswordChecklist({ password, confirmPassword }: PasswordChecklistProps) {
  const check = checkPassword(password);
  const matching = password !== '' && password === confirmPassword;
  const items = [
    { label: 'a lower case letter', met: check.lower },
    { label: 'an upper case letter', met: check.upper },
    { label: 'a number', met: check.number },
    { label: 'a symbol', met: check.symbol },
    { label: 'at least 7 characters', met: check.length },
    { label: 'matching passwords', met: matching },
  ];

  return (
    <Box aria-live="polite">
      <Typography variant="body2">
        Character types met: {check.categories} of 4 (at least {REQUIRED_CATEGORIES} needed)
      </Typography>
      <List dense aria-label="Password rules">
        {items.map(({ label, met }) => (
          <ListItem key={label} disableGutters sx={{ color: met ? 'success.main' : 'text.secondary', py: 0 }}>
            <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>
              {met ? (
                <CheckCircleIcon fontSize="small" titleAccess="met" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" titleAccess="not met" />
              )}
            </ListItemIcon>
            <ListItemText primary={label} />
          </ListItem>
        ))}
      </List>
      <Fade in={check.valid && matching} timeout={BANNER_FADE_MS} mountOnEnter unmountOnExit>
        <Alert severity="success" role="status">
          {PASSWORD_OK}
        </Alert>
      </Fade>
    </Box>
  );
}
