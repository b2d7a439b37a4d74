import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { msg } from '../../../lib/i18n';
import type { ChatLine } from '../chat-cache';
import { formatChatDay, formatChatTime, groupByDay } from '../chat-format';

/** Within this distance of the end the reader counts as "at the newest" and follows new messages. */
const STICK_PX = 72;
/** This close to the top, the next older page loads. */
const LOAD_OLDER_PX = 120;

type LogState = { firstId?: string; lastId?: string; count: number; scrollHeight: number; started: boolean };

function deliveryText(line: ChatLine): string {
  if (line.delivery === 'sending') return msg('Sending…');
  return line.isRead ? msg('Read') : msg('Sent');
}

function MessageBubble({
  line,
  isMine,
  senderName,
  showStatus,
  onRetry,
}: {
  line: ChatLine;
  isMine: boolean;
  senderName: string;
  showStatus: boolean;
  onRetry: (id: string) => void;
}) {
  const { t } = useTranslation();
  const isFailed = line.delivery === 'failed';
  return (
    <Box
      data-own={isMine || undefined}
      data-delivery={line.delivery}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: isMine ? 'flex-end' : 'flex-start', mb: 1 }}
    >
      <Box
        sx={{
          maxWidth: { xs: '86%', sm: '75%' },
          px: 1.5,
          py: 0.75,
          borderRadius: 2.5,
          borderBottomRightRadius: isMine ? 6 : undefined,
          borderBottomLeftRadius: isMine ? undefined : 6,
          bgcolor: isMine ? (isFailed ? '#fef2f2' : 'primary.main') : 'background.paper',
          color: isMine && !isFailed ? 'primary.contrastText' : 'text.primary',
          border: 1,
          borderColor: isFailed ? 'error.main' : isMine ? 'primary.main' : 'divider',
          opacity: line.delivery === 'sending' ? 0.75 : 1,
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {isMine ? t('You') : senderName}:{' '}
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.95rem' }}>{line.message}</Typography>
        <Typography
          component="time"
          dateTime={line.createdAt}
          variant="caption"
          sx={{ display: 'block', textAlign: 'right', opacity: 0.8, lineHeight: 1.4 }}
        >
          {formatChatTime(line.createdAt)}
        </Typography>
      </Box>
      {isFailed ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'error.main', mt: 0.25 }}>
          <ErrorOutlineIcon fontSize="small" aria-hidden />
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {t('Not sent')}
          </Typography>
          <Button size="small" color="error" onClick={() => onRetry(line.id)} sx={{ minWidth: 0, py: 0, px: 1 }}>
            {t('Retry')}
          </Button>
        </Stack>
      ) : (
        showStatus && (
          <Typography variant="caption" color="textSecondary" data-testid="chat-delivery" sx={{ mt: 0.25, px: 0.5 }}>
            {t(deliveryText(line))}
          </Typography>
        )
      )}
    </Box>
  );
}

/**
 * The conversation as a log (a live region): grouped by day, ours on the right, 'Read' or 'Sent'
 * under the latest message we sent. It opens at the newest message and follows new
 * ones — unless the reader scrolled up into history, who then gets a "New messages" button —
 * and loads older history when scrolled to the top.
 */
export function ChatMessageLog({
  lines,
  myId,
  otherName,
  label,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  onRetry,
  empty,
}: {
  lines: ChatLine[];
  myId: string;
  otherName: string;
  label: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (id: string) => void;
  empty: React.ReactNode;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<LogState>({ count: 0, scrollHeight: 0, started: false });
  const isAtEnd = useRef(true);
  const [unseen, setUnseen] = useState(0);

  const scrollToEnd = (behavior: ScrollBehavior = 'auto') => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTo({ top: element.scrollHeight, behavior });
    isAtEnd.current = true;
    setUnseen(0);
  };

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = last.current;
    const firstId = lines[0]?.id;
    const lastId = lines.at(-1)?.id;
    if (!before.started) {
      if (lines.length > 0) {
        element.scrollTop = element.scrollHeight;
        isAtEnd.current = true;
      }
    } else if (lastId === before.lastId && firstId !== before.firstId && lines.length > before.count) {
      // Older history came in above: keep the message the reader was looking at where it was.
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    } else if (lastId !== before.lastId && lines.length > 0) {
      const newest = lines.at(-1);
      if (isAtEnd.current || newest?.senderId === myId) {
        element.scrollTop = element.scrollHeight;
        isAtEnd.current = true;
        setUnseen(0);
      } else {
        setUnseen((n) => n + Math.max(1, lines.length - before.count));
      }
    } else if (isAtEnd.current) {
      // A status under the last message changed its height: stay at the end.
      element.scrollTop = element.scrollHeight;
    }
    last.current = { firstId, lastId, count: lines.length, scrollHeight: element.scrollHeight, started: lines.length > 0 };
  }, [lines, myId]);

  // The input growing (a long message) or the window resizing shrinks the log: keep the newest in view.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (isAtEnd.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    isAtEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
    if (isAtEnd.current && unseen > 0) setUnseen(0);
    last.current.scrollHeight = element.scrollHeight;
    if (element.scrollTop < LOAD_OLDER_PX && hasOlder && !isLoadingOlder) onLoadOlder();
  };

  const latestOwn = lines.findLast((line) => line.senderId === myId)?.id;
  const days = groupByDay(lines, (line) => line.createdAt);

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={label}
        // Keyboard users scroll the history with the arrow keys.
        tabIndex={0}
        sx={{
          flex: 1,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          px: { xs: 1.5, sm: 2.5 },
          py: 1.5,
          bgcolor: '#f3f5f7',
          '&:focus-visible': { outline: '3px solid rgba(15,118,110,0.35)', outlineOffset: -3 },
        }}
      >
        {hasOlder && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button
              size="small"
              onClick={onLoadOlder}
              disabled={isLoadingOlder}
              startIcon={isLoadingOlder ? <CircularProgress size={14} aria-hidden /> : undefined}
            >
              {isLoadingOlder ? t('Loading earlier messages…') : t('Load earlier messages')}
            </Button>
          </Box>
        )}
        {lines.length === 0
          ? empty
          : days.map((day) => (
              <Box key={day.day}>
                <Typography
                  variant="caption"
                  component="h3"
                  sx={{
                    display: 'block',
                    textAlign: 'center',
                    my: 1.5,
                    color: 'text.secondary',
                    fontWeight: 600,
                  }}
                >
                  {formatChatDay(day.first)}
                </Typography>
                {day.items.map((line) => (
                  <MessageBubble
                    key={line.id}
                    line={line}
                    isMine={line.senderId === myId}
                    senderName={otherName}
                    showStatus={line.id === latestOwn}
                    onRetry={onRetry}
                  />
                ))}
              </Box>
            ))}
      </Box>
      {unseen > 0 && (
        <Button
          variant="contained"
          size="small"
          onClick={() => scrollToEnd('smooth')}
          endIcon={<ArrowDownwardIcon />}
          sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)', borderRadius: 20, boxShadow: 3 }}
        >
          {t('{{count}} new messages', { count: unseen })}
        </Button>
      )}
    </Box>
  );
}
