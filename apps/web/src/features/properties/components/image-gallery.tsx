import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DARK_RING = 'rgba(0, 0, 0, 0.6)';

const SWIPE_THRESHOLD_PX = 50;

const controlSx: SystemStyleObject<Theme> = {
  color: 'common.white',
  bgcolor: 'rgba(255, 255, 255, 0.14)',
  width: { xs: 48, sm: 56 },
  height: { xs: 48, sm: 56 },
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.28)' },
  '&.Mui-focusVisible': {
    outlineWidth: '3px',
    outlineStyle: 'solid',
    outlineColor: '#fff',
    outlineOffset: '2px',
    bgcolor: 'rgba(255, 255, 255, 0.28)',
  },
};

const navSx = (side: 'left' | 'right'): SystemStyleObject<Theme> => ({
  ...controlSx,
  // Nav buttons sit over the photo, so they need a dark plate and rim to stay legible on bright images.
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'rgba(255, 255, 255, 0.35)',
  backdropFilter: 'blur(4px)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
  '&.Mui-focusVisible': {
    outlineWidth: '3px',
    outlineStyle: 'solid',
    outlineColor: '#fff',
    outlineOffset: '2px',
    boxShadow: `0 0 0 6px ${DARK_RING}`,
  },
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  [side]: { xs: 8, sm: 24 },
  zIndex: 1,
});

function clampIndex(index: number, total: number): number {
  if (total === 0) return 0;
  return Math.min(Math.max(Math.trunc(index) || 0, 0), total - 1);
}

interface ImageGalleryProps {
  images: string[];
  open: boolean;
  startIndex: number;
  title: string;
  onClose: () => void;
}

/** Full-screen photo viewer with wrapping previous/next, arrow keys and swipe. */
export function ImageGallery({ images, open, startIndex, title, onClose }: ImageGalleryProps) {
  const { t } = useTranslation();
  const total = images.length;
  const [index, setIndex] = useState(startIndex);
  // Resetting during render (rather than in an effect) avoids a flash of the previous image and is StrictMode-safe.
  const [synced, setSynced] = useState({ open, startIndex });
  if (synced.open !== open || synced.startIndex !== startIndex) {
    setSynced({ open, startIndex });
    if (open) setIndex(startIndex);
  }

  const current = clampIndex(index, total);
  const hasMany = total > 1;
  const showPrevious = () => setIndex((current - 1 + total) % total);
  const showNext = () => setIndex((current + 1) % total);

  useEffect(() => {
    if (!open || total < 2) return;
    for (const neighbour of [(current + 1) % total, (current - 1 + total) % total]) {
      const src = images[neighbour];
      if (src) new Image().src = src;
    }
  }, [open, current, total, images]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Leave modified arrows alone (e.g. Alt+Left is browser back).
    if (!hasMany || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      showPrevious();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      showNext();
    }
  };

  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!hasMany || (event.pointerType === 'mouse' && event.button !== 0)) return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) showNext();
    else showPrevious();
  };

  const src = images[current];
  const label = t('{{title}} photos', { title });

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={() => onClose()}
      onKeyDown={handleKeyDown}
      slotProps={{
        paper: {
          'aria-label': label,
          // MUI always generates aria-labelledby; there is no DialogTitle to point at, so drop it for aria-label.
          'aria-labelledby': undefined,
          sx: { bgcolor: 'rgba(0, 0, 0, 0.95)', backgroundImage: 'none', color: 'common.white' },
        },
      }}
    >
      <Box data-testid="image-gallery" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, sm: 3 }, py: { xs: 1, sm: 1.5 }, flexShrink: 0 }}
        >
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h2" variant="h6" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {title}
            </Typography>
            {total > 0 && (
              <Typography variant="body2" aria-live="polite" sx={{ color: 'rgba(255, 255, 255, 0.75)' }}>
                {current + 1} / {total}
              </Typography>
            )}
          </Box>
          <IconButton aria-label={t('Close gallery')} size="large" onClick={() => onClose()} sx={controlSx}>
            <CloseIcon fontSize="large" />
          </IconButton>
        </Box>

        <Box
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          sx={{
            position: 'relative',
            flex: 1,
            minHeight: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 1, sm: hasMany ? 12 : 3 },
            pb: { xs: 2, sm: 3 },
            // Let the browser keep vertical panning and pinch-zoom, but hand horizontal drags to the swipe handler.
            touchAction: 'pan-y pinch-zoom',
            userSelect: 'none',
          }}
        >
          {src ? (
            <Box
              component="img"
              data-testid="gallery-image"
              src={src}
              alt={t('{{title}} — image {{number}} of {{total}}', { title, number: current + 1, total })}
              draggable={false}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', borderRadius: 1 }}
            />
          ) : (
            <Typography sx={{ color: 'rgba(255, 255, 255, 0.75)' }}>{t('No photos available.')}</Typography>
          )}

          {hasMany && (
            <>
              <IconButton aria-label={t('Previous image')} size="large" onClick={showPrevious} sx={navSx('left')}>
                <ChevronLeftIcon fontSize="large" />
              </IconButton>
              <IconButton aria-label={t('Next image')} size="large" onClick={showNext} sx={navSx('right')}>
                <ChevronRightIcon fontSize="large" />
              </IconButton>
            </>
          )}
        </Box>
      </Box>
    </Dialog>
  );
}
