import BadgeIcon from '@mui/icons-material/Badge';
import { Button } from '@mui/material';
import { SIGN_IN_CARD_TEXTS as TEXTS } from '@portal/domain/sign-in-card-texts';
import { useState } from 'react';
import { usePrintSignInCardsMutation } from '../../../generated/PrintSignInCards';
import { useSignInCardSchoolQuery } from '../../../generated/SignInCardSchool';
import { saveFile } from '../../../shared/files/saveFile';
import { noErrorToast, serverMessageFor } from '../../../shared/graphql/operationHooks';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/ToastProvider';

/**
 * "Print sign-in cards" on a group the viewer manages (issue 36), while the
 * school has cards on: asks first (the old cards stop working), then makes
 * new cards and downloads their PDF. The PDF's libraries load on the click.
 */
export function PrintSignInCardsButton({ groupId, groupName }: { groupId: string; groupName: string }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [making, setMaking] = useState(false);
  const school = useSignInCardSchoolQuery({ errorToast: noErrorToast });
  const [printCards] = usePrintSignInCardsMutation({ errorToast: serverMessageFor('FORBIDDEN', 'NOT_FOUND') });
  const current = school.dataState === 'complete' ? school.data.school : undefined;
  if (!current?.signInCardsEnabled) return null;

  /** New cards from the server: null when it refused (the failure has toasted). */
  const newCards = async () => {
    try {
      const { data } = await printCards({ variables: { groupId } });
      return data?.printSignInCards.cards ?? [];
    } catch {
      return null;
    }
  };

  const print = async () => {
    setMaking(true);
    try {
      const cards = await newCards();
      if (cards === null) return;
      if (cards.length === 0) {
        toast.info(TEXTS.noStudents);
        return;
      }
      const { buildSignInCardsPdf, signInCardsFileName } = await import('./signInCardsPdf');
      const pdf = await buildSignInCardsPdf({
        schoolName: current.name,
        groupName,
        cards: cards.map((card) => ({
          firstName: card.student?.firstName ?? '',
          lastName: card.student?.lastName ?? '',
          code: card.code,
          url: new URL(card.url, window.location.origin).href,
        })),
      });
      saveFile(pdf, signInCardsFileName(groupName));
    } catch {
      toast.error(TEXTS.printFailed);
    } finally {
      setMaking(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<BadgeIcon />} onClick={() => setConfirming(true)}>
        {TEXTS.print}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={TEXTS.confirmTitle}
        text={TEXTS.confirmText(groupName)}
        confirmLabel={TEXTS.confirm}
        busy={making}
        destructive={false}
        onConfirm={() => void print()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
