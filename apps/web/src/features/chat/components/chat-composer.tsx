import SendIcon from '@mui/icons-material/Send';
import { Box, Button, TextField, Typography } from '@mui/material';
import { CHAT_MESSAGE_MAX_LENGTH, chatTexts } from '@rentease/contract';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { messageLength } from '../chat-format';

/** The counter shows from here on, so the limit is never a surprise. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

/**
 * The message input of the chat panel: Enter sends, Shift+Enter starts a new line; an empty or
 * whitespace-only message is not sent, nor one over the server's limit.
 */
export function ChatComposer({ onSend, autoFocus }: { onSend: (text: string) => void; autoFocus: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const noteId = useId();
  const length = messageLength(text);
  const isTooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const isEmpty = text.trim().length === 0;
  const counter = `${formatNumber(length)} / ${formatNumber(CHAT_MESSAGE_MAX_LENGTH)}`;

  const send = () => {
    if (isEmpty || isTooLong) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // isComposing: Enter that confirms an input method's word (Hindi, Japanese…) is not "send".
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const note = isTooLong
    ? `${translateApiMessage(chatTexts.messageTooLong)} (${counter})`
    : length >= COUNTER_FROM
      ? counter
      : undefined;

  return (
    <Box
      component="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send();
      }}
      sx={{
        px: { xs: 1.5, sm: 2.5 },
        pt: 1.5,
        pb: { xs: 'max(12px, env(safe-area-inset-bottom))', sm: 2 },
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('Type a message…')}
          multiline
          maxRows={5}
          size="small"
          autoFocus={autoFocus}
          error={isTooLong}
          slotProps={{
            htmlInput: { 'aria-label': t('Message'), 'aria-describedby': note ? noteId : undefined, enterKeyHint: 'send' },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={isEmpty || isTooLong}
          endIcon={<SendIcon />}
          sx={{ flexShrink: 0, height: 40 }}
        >
          {t('Send')}
        </Button>
      </Box>
      {note && (
        <Typography
          id={noteId}
          variant="caption"
          sx={{ display: 'block', mt: 0.5, mx: 0.5, color: isTooLong ? 'error.main' : 'text.secondary' }}
        >
          {note}
        </Typography>
      )}
    </Box>
  );
}
