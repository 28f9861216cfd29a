import type { ErrorLike } from '@apollo/client';
import { Skeleton } from '@mui/material';
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '@portal/domain';
import { useSchoolSettingsPageQuery } from '../../generated/SchoolSettingsPage';
import { useUpdateSchoolSettingsMutation } from '../../generated/UpdateSchoolSettings';
import { describeError, type OperationError } from '../../shared/graphql/errors';
import { serverMessageFor, type ErrorToast } from '../../shared/graphql/operationHooks';
import { FormCard } from '../../shared/ui/FormCard';
import { SignInCardsSetting } from './SignInCardsSetting';
import { useToast } from '../../shared/ui/ToastProvider';
import { SchoolSettingsForm, type SchoolClock, type SchoolClockProblems } from './SchoolSettingsForm';
import { SCHOOL_SETTINGS_TEXTS } from './schoolSettingsTexts';

/** The API names the refused field before its message: "timeZone: Not a time zone". */
const FIELD_REFUSAL = /^(timeZone|locale): (.+)$/s;

/** A BAD_USER_INPUT naming a field of the form, as that field's problem; none for any other failure. */
function fieldProblems({ code, message }: OperationError): SchoolClockProblems {
  const refusal = code === 'BAD_USER_INPUT' ? FIELD_REFUSAL.exec(message ?? '') : null;
  return refusal ? { [refusal[1] as keyof SchoolClock]: refusal[2] } : {};
}

/** A refusal of a field shows at the field, not in a toast; any other failure toasts as the server says it. */
const saveFailureToast: ErrorToast = (error) =>
  Object.keys(fieldProblems(error)).length > 0 ? null : serverMessageFor('BAD_USER_INPUT', 'FORBIDDEN')(error);

/**
 * School settings (issue 34, admin): the school's time zone and locale. The
 * answer of a save carries the school's id, zone and locale, so every page
 * reading the school from the cache shows the new ones without asking again.
 */
export function SchoolSettingsPage() {
  const toast = useToast();
  const query = useSchoolSettingsPageQuery();
  const [updateSchool, update] = useUpdateSchoolSettingsMutation({ errorToast: saveFailureToast });
  const school = query.dataState === 'complete' ? query.data.school : undefined;

  const save = async (changes: Partial<SchoolClock>): Promise<SchoolClockProblems> => {
    try {
      await updateSchool({ variables: { input: changes } });
      toast.success(SCHOOL_SETTINGS_TEXTS.saved);
      return {};
    } catch (error) {
      // Any other failure has toasted; every choice stays for another try.
      return fieldProblems(describeError(error as ErrorLike));
    }
  };

  return (
    <FormCard title={SCHOOL_SETTINGS_TEXTS.heading}>
      {/* The fields start from the school's settings as they are, once read. */}
      {school ? (
        <SchoolSettingsForm
          key={school.id}
          schoolName={school.name}
          saved={{ timeZone: school.timeZone ?? DEFAULT_TIME_ZONE, locale: school.locale ?? DEFAULT_LOCALE }}
          saving={update.loading}
          onSave={save}
        />
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
      {school ? <SignInCardsSetting enabled={school.signInCardsEnabled ?? true} /> : null}
    </FormCard>
  );
}
