import { Box, useMediaQuery } from '@mui/material';
import { keyframes, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { IMAGE_STRIP_LOOP_SECONDS } from '@rentease/contract';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
const GAP_PX = 12;

// Each set carries its own trailing gap, so the two sets are exactly equal in width and -50% lands
// precisely on the start of the duplicate: the loop is seamless.
const scrollLoop = keyframes`
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(-50%, 0, 0); }
`;

const imageSx: SystemStyleObject<Theme> = {
  display: 'block',
  height: { xs: 180, sm: 220 },
  width: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: '8px',
  bgcolor: 'grey.100',
  transitionProperty: 'filter',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
};

const buttonSx = (theme: Theme): SystemStyleObject<Theme> => ({
  appearance: 'none',
  display: 'block',
  flexShrink: 0,
  p: 0,
  m: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  lineHeight: 0,
  borderRadius: '8px',
  cursor: 'zoom-in',
  '&:hover img': { filter: 'brightness(0.9)' },
  '&:focus-visible': {
    outlineWidth: '3px',
    outlineStyle: 'solid',
    outlineColor: theme.palette.primary.main,
    outlineOffset: '2px',
  },
});

interface ImageStripProps {
  images: string[];
  alt: string;
  onImageClick: (index: number) => void;
}

/** A continuously scrolling strip of a property's images; clicking one opens the gallery at that image. */
export function ImageStrip({ images, alt, onImageClick }: ImageStripProps) {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const total = images.length;

  if (total === 0) return null;

  const animated = total > 1 && !reducedMotion;

  const renderSet = (duplicate: boolean) =>
    images.map((src, index) => {
      const n = index + 1;
      return (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: listings may repeat a URL, and position is the identity here
          key={`${index}:${src}`}
          component="button"
          type="button"
          aria-label={t('View image {{number}} of {{total}}', { number: n, total })}
          tabIndex={duplicate ? -1 : undefined}
          aria-hidden={duplicate ? true : undefined}
          onClick={() => onImageClick(index)}
          sx={buttonSx}
        >
          <Box
            component="img"
            src={src}
            alt={duplicate ? '' : t('{{title}} — image {{number}}', { title: alt, number: n })}
            loading="lazy"
            decoding="async"
            draggable={false}
            sx={imageSx}
          />
        </Box>
      );
    });

  // Keyboard focus makes the browser scroll the clipped container to reveal the button; undo that once focus
  // leaves so the animation resumes from a clean offset.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (animated && !event.currentTarget.contains(event.relatedTarget)) event.currentTarget.scrollLeft = 0;
  };

  if (!animated) {
    return (
      <Box
        data-testid="image-strip"
        sx={{
          py: 0.75,
          px: 0.5,
          overflowX: total > 1 ? 'auto' : 'hidden',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: '4px',
          overscrollBehaviorX: 'contain',
        }}
      >
        <Box
          data-testid="image-strip-track"
          sx={{
            display: 'flex',
            gap: `${GAP_PX}px`,
            width: 'max-content',
            minWidth: '100%',
            justifyContent: total === 1 ? 'center' : 'flex-start',
            '& > button': { scrollSnapAlign: 'start' },
          }}
        >
          {renderSet(false)}
        </Box>
      </Box>
    );
  }

  const setSx: SystemStyleObject<Theme> = {
    display: 'flex',
    flex: '1 0 auto',
    gap: `${GAP_PX}px`,
    pr: `${GAP_PX}px`,
    // With only a few images a set may be narrower than the container; stretching both sets equally keeps the
    // strip full and the loop seamless.
    justifyContent: 'space-around',
  };

  return (
    <Box
      data-testid="image-strip"
      onBlur={handleBlur}
      sx={{
        py: 0.75,
        overflow: 'hidden',
        '&:hover > [data-testid="image-strip-track"], &:focus-within > [data-testid="image-strip-track"]': {
          animationPlayState: 'paused',
        },
        // Fallback should the media query change after render: stop moving and let the user scroll instead.
        [`@media ${REDUCED_MOTION_QUERY}`]: { overflowX: 'auto' },
      }}
    >
      <Box
        data-testid="image-strip-track"
        sx={{
          display: 'flex',
          width: 'max-content',
          minWidth: '200%',
          animation: `${scrollLoop} ${IMAGE_STRIP_LOOP_SECONDS}s linear infinite`,
          willChange: 'transform',
          [`@media ${REDUCED_MOTION_QUERY}`]: {
            animation: 'none',
            minWidth: '100%',
            '& > [aria-hidden="true"]': { display: 'none' },
          },
        }}
      >
        <Box sx={setSx}>{renderSet(false)}</Box>
        <Box sx={setSx} aria-hidden="true">
          {renderSet(true)}
        </Box>
      </Box>
    </Box>
  );
}
