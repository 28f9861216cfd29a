import { Box, Button, Stack, Typography } from '@mui/material';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { useId, useState, type FormEvent } from 'react';
import { useCreateGradesMutation } from '../../../generated/CreateGrades';
import type { GradeType } from '../../../generated/graphql';
import { useUpdateGradesMutation } from '../../../generated/UpdateGrades';
import { describeError } from '../../../shared/graphql/errors';
import { useToast } from '../../../shared/ui/ToastProvider';
import { evaluationFailure } from './evaluationFailure';
import { EVALUATION_TEXTS } from './evaluationTexts';
import { GradeChoiceList } from './GradeChoiceList';
import {
  choicesFrom,
  everyItemGraded,
  gradeInputs,
  type GradeChoices,
  type GradedItem,
  type SavedGrade,
} from './gradeChoices';

const SAVED_TEXT: Record<GradeType, string> = {
  TOPIC: RESULT_SPEC_TEXTS.topicGradesUpdated,
  CAPABILITY: RESULT_SPEC_TEXTS.capabilityGradesUpdated,
};

/**
 * One type's evaluation (spec 2 §4 and §5): every item's grade, starting
 * from those saved. Submit (Submit Edit once saved) stays disabled, with "Please add all the
 * evaluations", until every item has one. With no grades saved (the REST
 * 204) it creates them; once created, or with grades saved, it updates them.
 * A failure keeps every choice.
 */
export function GradesForm({
  studentId,
  type,
  items,
  saved,
}: {
  studentId: string;
  type: GradeType;
  items: readonly GradedItem[];
  /** The student's grades of this type as loaded: empty when there are none yet. */
  saved: readonly SavedGrade[];
}) {
  const toast = useToast();
  const hintId = useId();
  const [choices, setChoices] = useState<GradeChoices>(() => choicesFrom(saved));
  const [created, setCreated] = useState(false);
  const [createGrades, creation] = useCreateGradesMutation({ errorToast: evaluationFailure });
  const [updateGrades, update] = useUpdateGradesMutation({ errorToast: evaluationFailure });
  const existing = created || saved.length > 0;
  const complete = everyItemGraded(items, choices);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    const variables = { input: { studentId, gradeType: type, grades: gradeInputs(items, choices) }, type };
    try {
      if (existing) {
        await updateGrades({ variables });
      } else {
        await createGrades({ variables });
        setCreated(true);
      }
      toast.success(SAVED_TEXT[type]);
    } catch (error) {
      // The toast has said it failed; every choice stays. CONFLICT: someone graded this type
      // meanwhile, so trying again (as the generic text asks) updates rather than creates.
      if (!existing && error instanceof Error && describeError(error).code === 'CONFLICT') setCreated(true);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <GradeChoiceList
        items={items}
        choices={choices}
        onChoose={(itemId, grade) => setChoices((before) => ({ ...before, [itemId]: grade }))}
      />
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2 }}>
        {complete ? null : (
          <Typography id={hintId} color="text.secondary">
            {RESULT_SPEC_TEXTS.addAllEvaluations}
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={!complete}
          loading={creation.loading || update.loading}
          aria-describedby={complete ? undefined : hintId}
        >
          {existing ? EVALUATION_TEXTS.submitEdit : EVALUATION_TEXTS.submitGrades}
        </Button>
      </Stack>
    </Box>
  );
}
