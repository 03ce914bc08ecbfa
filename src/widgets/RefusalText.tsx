import { useState } from 'react';
import { Box, Chip, IconButton } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'ra-core';

interface Props {
  /** The sentence the user reads: the server's message, without its code. */
  message: string;
  /** The server's code (1301…), for support: shown beside the sentence, never inside it. */
  code: number | string | null | undefined;
}

/**
 * A refusal as every place shows it (the editor's restore, bulk edit results, the CSV upload's lines):
 * the sentence, then a small "Code 1301" chip with a button that copies the code, so a support person
 * can be given it without it interrupting the sentence. Without a code, the sentence alone.
 */
export const RefusalText = ({ message, code }: Props) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const hasCode = code !== null && code !== undefined && code !== '';
  const copy = () => {
    void navigator.clipboard?.writeText(String(code)).then(() => setCopied(true));
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <span>{message}</span>
      {hasCode && (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }} data-testid="refusal-code">
          <Chip size="small" variant="outlined" label={translate('core.errorCode.label', { code: String(code) })} />
          <IconButton size="small" aria-label={translate(copied ? 'core.errorCode.copied' : 'core.errorCode.copy', { code: String(code) })} onClick={copy}>
            {copied ? <CheckIcon fontSize="inherit" /> : <ContentCopyIcon fontSize="inherit" />}
          </IconButton>
        </Box>
      )}
    </Box>
  );
};
