import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { API_TOKEN_MESSAGES } from '@portal/domain';
import type { FocusEvent } from 'react';
import { TextInput } from '../../shared/ui/TextInput';
import { API_TOKEN_TEXTS, curlLine } from './apiTokenTexts';

export interface NewApiTokenProps {
  token: string;
  copied: boolean;
  onCopy(): void;
}

/**
 * A token just made, shown this once (the server keeps only its hash): the
 * text to copy, and a call to try it with. Selectable as well as copyable,
 * for a browser that refuses the clipboard.
 */
export function NewApiToken({ token, copied, onCopy }: NewApiTokenProps) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity="warning">{API_TOKEN_MESSAGES.shownOnce}</Alert>
      {/* Focus moves to the token, selected: the button pressed has gone, and Ctrl+C copies it too. */}
      <TextInput
        label="Token"
        value={token}
        autoFocus
        fullWidth
        inputProps={{
          readOnly: true,
          spellCheck: false,
          onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
          style: { fontFamily: 'monospace' },
        }}
      />
      <Box>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={onCopy}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Box>
      <Typography variant="body2">{API_TOKEN_TEXTS.tryIt}</Typography>
      <Typography
        component="code"
        variant="body2"
        sx={{
          display: 'block',
          fontFamily: 'monospace',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
          borderRadius: 1,
          p: 1.5,
        }}
      >
        {curlLine(token, window.location.origin)}
      </Typography>
    </Stack>
  );
}
