import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { SIGN_IN_CARD_TEXTS as TEXTS } from '@portal/domain/sign-in-card-texts';
import { useId } from 'react';
import { useUpdateSignInCardsSettingMutation } from '../../generated/UpdateSignInCardsSetting';
import { serverMessageFor } from '../../shared/graphql/operationHooks';
import { useToast } from '../../shared/ui/ToastProvider';
import { SCHOOL_SETTINGS_TEXTS } from './schoolSettingsTexts';

/**
 * The school's sign-in cards, on or off (issue 36, admin), saved as it is
 * switched; the answer updates every reader of the school in the cache.
 */
export function SignInCardsSetting({ enabled }: { enabled: boolean }) {
  const toast = useToast();
  const helpId = useId();
  const [update, { loading }] = useUpdateSignInCardsSettingMutation({
    errorToast: serverMessageFor('FORBIDDEN', 'BAD_USER_INPUT'),
  });
  const change = async (next: boolean) => {
    try {
      await update({ variables: { enabled: next } });
      toast.success(SCHOOL_SETTINGS_TEXTS.saved);
    } catch {
      // It has toasted; the switch stays as the server has it.
    }
  };
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            disabled={loading}
            onChange={(event) => void change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={TEXTS.settingLabel}
      />
      <FormHelperText id={helpId}>{TEXTS.settingHelp}</FormHelperText>
    </div>
  );
}
