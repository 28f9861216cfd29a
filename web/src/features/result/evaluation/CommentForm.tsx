import { Box, Button, Stack, TextField } from '@mui/material';
import { hasControlCharacterInLines, MAX_COMMENT_LENGTH, REQUEST_FAILURES } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { useState, type FormEvent } from 'react';
import { useAddCommentMutation } from '../../../generated/AddComment';
import { useToast } from '../../../shared/ui/ToastProvider';
import { evaluationFailure } from './evaluationFailure';
import { EVALUATION_TEXTS } from './evaluationTexts';

/** Spec 2 §5: a comment is several lines, shown 4 rows high. */
export const COMMENT_ROWS = 4;

/** What the API refuses in a comment (it trims it, then allows line breaks but no other control character), or null. */
function refusalOf(text: string): string | null {
  if (hasControlCharacterInLines(text)) return REQUEST_FAILURES.controlCharacters;
  if (text.trim().length > MAX_COMMENT_LENGTH) return `At most ${MAX_COMMENT_LENGTH} characters`;
  return null;
}

/**
 * A comment on the student (spec 2 §3, §5 and §8), signed by the gateway
 * with the caller's own id. Nothing the server refuses is sent: blank, too
 * long, or holding a control character other than a line break. It clears
 * once added; a failure keeps the text.
 */
export function CommentForm({ studentId }: { studentId: string }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [addComment, { loading }] = useAddCommentMutation({
    errorToast: evaluationFailure,
    // The student's comments, wherever a page has read them, are read again with this one.
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'User', id: studentId }), fieldName: 'comments' });
    },
  });
  const comment = text.trim();
  const refusal = refusalOf(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (comment === '' || refusal) return;
    try {
      await addComment({ variables: { input: { studentId, comment } } });
      setText('');
      toast.success(RESULT_SPEC_TEXTS.commentAdded);
    } catch {
      // The toast has said it failed; the text stays.
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={EVALUATION_TEXTS.commentLabel}
        multiline
        rows={COMMENT_ROWS}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={refusal !== null}
        helperText={refusal ?? `${text.length} / ${MAX_COMMENT_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
      />
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={comment === '' || refusal !== null} loading={loading}>
          {EVALUATION_TEXTS.submitComment}
        </Button>
      </Stack>
    </Box>
  );
}
