import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { FAMILY_TEXTS, codeLinkedText } from '@portal/domain/family-texts';
import { useState, type FormEvent } from 'react';
import { useRedeemFamilyCodeMutation } from '../../../generated/RedeemFamilyCode';
import { failureToast } from '../../../shared/graphql/failureToast';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { useServerFieldErrors, type Refusal } from './useServerFieldErrors';

/** A wrong, used or expired code, and too many tried, show under the field; the rest as the toast says. */
const placeRefusal = ({ code, message }: Refusal): { field: 'code'; message: string } | null =>
  code === 'BAD_USER_INPUT' || code === 'TOO_MANY_REQUESTS' ? { field: 'code', message } : null;

export interface FamilyCodeFormProps {
  /** The children linked before: the one a code adds is named when it is done. */
  linkedIds: readonly string[];
  /** Linked: say so (and go back to the profile). */
  onLinked(message: string): void;
}

/** "I have a family code" on a parent's own Update Child page (issue 36): the school's code links at once. */
export function FamilyCodeForm({ linkedIds, onLinked }: FamilyCodeFormProps) {
  const [code, setCode] = useState('');
  const [redeem, { loading }] = useRedeemFamilyCodeMutation({ errorToast: noErrorToast });
  const refused = useServerFieldErrors(placeRefusal, failureToast(MESSAGES.generalFailure));
  const typed = code.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!typed) return;
    try {
      const { data } = await redeem({ variables: { input: { code: typed } } });
      const children = data?.redeemFamilyCode.user.children.edges.map(({ node }) => node) ?? [];
      const added = children.find((child) => !linkedIds.includes(child.id));
      onLinked(added ? codeLinkedText(added.firstName) : MESSAGES.childLinked);
    } catch (error) {
      refused.fail(error);
    }
  };

  return (
    <Paper component="section" aria-labelledby="family-code-heading" variant="outlined" sx={{ p: 3 }}>
      <Typography id="family-code-heading" variant="h6" component="h2" gutterBottom>
        {FAMILY_TEXTS.haveCodeTitle}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <TextField
            label={FAMILY_TEXTS.codeLabel}
            value={code}
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
            onChange={(event) => {
              setCode(event.target.value);
              refused.clear('code');
            }}
            error={refused.errors.code !== undefined}
            helperText={refused.errors.code}
            fullWidth
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={!typed} loading={loading}>
              {FAMILY_TEXTS.redeem}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
