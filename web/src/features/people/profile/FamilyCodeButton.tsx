import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { printedTypedCode } from '@portal/domain';
import { FAMILY_TEXTS, familyCodeExplanation } from '@portal/domain/family-texts';
import { useState } from 'react';
import { useCreateFamilyCodeMutation } from '../../../generated/CreateFamilyCode';
import { useDates } from '../../../shared/dates/useDates';
import { failureToast } from '../../../shared/graphql/failureToast';
import { useToast } from '../../../shared/ui/ToastProvider';

export interface FamilyCodeButtonProps {
  childId: string;
  childName: string;
}

interface MadeCode {
  code: string;
  expiresAt: string;
}

/**
 * "Family code" on a student's profile (issue 36), for staff the server lets
 * make one: makes a code and shows it once, to print or copy for the parent,
 * with the day it lapses in the school's locale and zone.
 */
export function FamilyCodeButton({ childId, childName }: FamilyCodeButtonProps) {
  const toast = useToast();
  const dates = useDates();
  const [made, setMade] = useState<MadeCode | null>(null);
  const [create, { loading }] = useCreateFamilyCodeMutation({
    errorToast: failureToast(FAMILY_TEXTS.familyCodeFailed),
  });

  const makeCode = async () => {
    try {
      const { data } = await create({ variables: { input: { userId: childId } } });
      if (data) setMade(data.createFamilyCode);
    } catch {
      // The toast has said it failed.
    }
  };

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(FAMILY_TEXTS.copied);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the code is on screen to copy by hand.
    }
  };

  const printed = made && printedTypedCode(made.code);
  return (
    <>
      <Button variant="outlined" startIcon={<FamilyRestroomIcon />} loading={loading} onClick={() => void makeCode()}>
        {FAMILY_TEXTS.familyCodeButton}
      </Button>
      <Dialog open={made !== null} onClose={() => setMade(null)} aria-labelledby="family-code-title" fullWidth>
        <DialogTitle id="family-code-title">{FAMILY_TEXTS.familyCodeTitle}</DialogTitle>
        {made && printed && (
          <DialogContent>
            <Typography
              component="p"
              aria-label={FAMILY_TEXTS.codeLabel}
              sx={{ fontFamily: 'monospace', fontSize: 32, letterSpacing: 2, textAlign: 'center', my: 2 }}
            >
              {printed}
            </Typography>
            <DialogContentText>{familyCodeExplanation(childName, dates.day(made.expiresAt))}</DialogContentText>
          </DialogContent>
        )}
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => printed && void copy(printed)}>{FAMILY_TEXTS.copy}</Button>
          <Button onClick={() => window.print()}>{FAMILY_TEXTS.print}</Button>
          <Button variant="contained" onClick={() => setMade(null)}>
            {FAMILY_TEXTS.close}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
