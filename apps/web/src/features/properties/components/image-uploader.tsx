import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Chip, FormHelperText, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { type ListingPhoto, MAX_PROPERTY_IMAGES } from '@rentease/contract';
import { type ChangeEvent, type DragEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_MEGABYTES, useImageUploads } from '../hooks/use-image-uploads';

/** What a photo being dragged to a new place carries (files dropped from outside carry none). */
const PHOTO_DRAG_TYPE = 'application/x-rentease-photo';

/**
 * Listing photos of the listing form: pick or drop files, see them at once, and each one is
 * uploaded in the background with its progress. `value` holds only finished uploads, in order;
 * they are put in order by dragging one onto another's place or with the move buttons (the first is the cover).
 */
export function ImageUploader({
  value,
  onChange,
  error,
  onBusyChange,
  inputRef,
}: {
  value: ListingPhoto[];
  onChange: (images: ListingPhoto[]) => void;
  error?: string;
  onBusyChange?: (busy: boolean) => void;
  /** The file input, which the form focuses when photos are what is missing. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const { pending, notice, count, isFull, isBusy, addFiles, removePhoto, makeCover, movePhoto, removePending, retry } =
    useImageUploads(value, onChange);
  // The photo being dragged and the place it would land on, for the drop outline.
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  // Said to screen readers after a move, as the grid itself changes silently.
  const [moveNotice, setMoveNotice] = useState('');
  const move = (from: number, to: number) => {
    movePhoto(from, to);
    setMoveNotice(
      to === 0
        ? t('Image {{number}} is now the cover.', { number: from + 1 })
        : t('Image {{number}} moved to position {{position}}.', { number: from + 1, position: to + 1 }),
    );
  };
  const endDrag = () => {
    setDragged(null);
    setDropTarget(null);
  };
  const onBusyChangeRef = useRef(onBusyChange);
  onBusyChangeRef.current = onBusyChange;

  useEffect(() => {
    onBusyChangeRef.current?.(isBusy);
  }, [isBusy]);
  // Closing the form cancels the uploads still in flight: nothing is busy any more.
  useEffect(() => () => onBusyChangeRef.current?.(false), []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!isFull) addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h3" variant="h6">
          {t('Photos')}
        </Typography>
        <Typography variant="body2" color="textSecondary" aria-live="polite">
          {t('{{count}} / {{max}} photos', { count, max: MAX_PROPERTY_IMAGES })}
        </Typography>
      </Stack>
      <Box
        component="label"
        htmlFor={inputId}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          if (!isFull) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          // Anchors the visually hidden input, so focusing it never scrolls the dialog elsewhere.
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.5,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          border: '2px dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'rgba(15,118,110,0.06)' : 'grey.50',
          cursor: isFull ? 'not-allowed' : 'pointer',
          opacity: isFull ? 0.6 : 1,
          transitionProperty: 'border-color, background-color',
          transitionDuration: '120ms',
          '&:hover': isFull ? undefined : { borderColor: 'primary.main' },
          '&:focus-within': {
            outlineWidth: '3px',
            outlineStyle: 'solid',
            outlineColor: 'rgba(15,118,110,0.35)',
            outlineOffset: 2,
          },
        }}
      >
        <AddPhotoIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>{t('Add photos')}</Typography>
        <Typography id={hintId} variant="body2" color="textSecondary">
          {isFull
            ? t('You have reached {{max}} photos.', { max: MAX_PROPERTY_IMAGES })
            : t('Drag & drop or click to choose. JPEG, PNG, WebP or AVIF, up to {{megabytes}} MB each.', {
                megabytes: formatNumber(MAX_UPLOAD_MEGABYTES),
              })}
        </Typography>
        <Box
          component="input"
          id={inputId}
          type="file"
          multiple
          ref={inputRef}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-label={t('Add photos')}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={Boolean(error)}
          disabled={isFull}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            addFiles(Array.from(event.target.files ?? []));
            // Choosing the same file again must fire a change event too.
            event.target.value = '';
          }}
          sx={visuallyHidden}
        />
      </Box>
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {moveNotice}
      </Box>
      {notice && (
        <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
          {notice}
        </FormHelperText>
      )}
      {count > 0 && (
        <Box
          component="ul"
          aria-label={t('Selected photos')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(164px, 1fr))',
            gap: 1.5,
          }}
        >
          {value.map((image, index) => (
            <Tile
              key={image.id}
              src={image.thumbnail_url}
              position={index + 1}
              onRemove={() => removePhoto(index)}
              badge={index === 0 ? <Chip label={t('Cover')} size="small" color="primary" sx={badgeSx} /> : undefined}
              isDropTarget={dragged !== null && dropTarget === index && dragged !== index}
              drag={{
                draggable: true,
                onDragStart: (event: DragEvent) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData(PHOTO_DRAG_TYPE, String(index));
                  setDragged(index);
                },
                onDragOver: (event: DragEvent) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setDropTarget(index);
                },
                onDrop: (event: DragEvent) => {
                  event.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  endDrag();
                },
                onDragEnd: endDrag,
              }}
              footer={
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <MoveButton
                    label={t('Move up')}
                    name={t('Move image {{number}} up', { number: index + 1 })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowBackIcon fontSize="inherit" />
                  </MoveButton>
                  <MoveButton
                    label={t('Move down')}
                    name={t('Move image {{number}} down', { number: index + 1 })}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowForwardIcon fontSize="inherit" />
                  </MoveButton>
                  {index > 0 && (
                    <Button
                      size="small"
                      onClick={() => {
                        makeCover(index);
                        setMoveNotice(t('Image {{number}} is now the cover.', { number: index + 1 }));
                      }}
                      sx={overlayButtonSx}
                      aria-label={t('Make cover: image {{number}}', { number: index + 1 })}
                    >
                      {t('Make cover')}
                    </Button>
                  )}
                </Stack>
              }
            />
          ))}
          {pending.map((item, index) => (
            <Tile
              key={item.key}
              src={item.preview}
              position={value.length + index + 1}
              onRemove={() => removePending(item.key)}
              dimmed
              overlay={
                item.status === 'failed' ? (
                  <FailedOverlay position={value.length + index + 1} onRetry={() => retry(item.key)} />
                ) : undefined
              }
              footer={
                item.status === 'failed' ? undefined : (
                  <LinearProgress
                    variant={item.status === 'queued' ? 'indeterminate' : 'determinate'}
                    value={Math.round(item.progress * 100)}
                    aria-label={t('Uploading image {{number}}', { number: value.length + index + 1 })}
                    sx={{ height: 6, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.5)' }}
                  />
                )
              }
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const badgeSx = { position: 'absolute', top: 6, left: 6, fontWeight: 700, boxShadow: 2 } as const;

const overlayButtonSx = {
  bgcolor: 'rgba(255,255,255,0.92)',
  color: 'text.primary',
  minWidth: 0,
  px: 1,
  py: 0.25,
  fontSize: '0.75rem',
  '&:hover': { bgcolor: 'common.white' },
} as const;

/** A small button on a photo that moves it one place earlier (up) or later (down). */
function MoveButton({
  label,
  name,
  disabled,
  onClick,
  children,
}: {
  label: string;
  name: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      {/* The span lets the tooltip follow a disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={name}
          disabled={disabled}
          onClick={onClick}
          sx={{ ...overlayButtonSx, p: 0.5, fontSize: '1rem', '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.5)' } }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function FailedOverlay({ position, onRetry }: { position: number; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={0.5}
      sx={{
        position: 'absolute',
        inset: 0,
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(69,10,10,0.72)',
        color: 'common.white',
      }}
    >
      <ErrorIcon fontSize="small" sx={{ color: '#fecaca' }} aria-hidden />
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {t('Upload failed')}
      </Typography>
      <Button
        size="small"
        startIcon={<RefreshIcon />}
        onClick={onRetry}
        sx={overlayButtonSx}
        aria-label={t('Retry image {{number}}', { number: position })}
      >
        {t('Retry')}
      </Button>
    </Stack>
  );
}

function Tile({
  src,
  position,
  onRemove,
  badge,
  overlay,
  footer,
  dimmed = false,
  drag,
  isDropTarget = false,
}: {
  src: string;
  position: number;
  onRemove: () => void;
  badge?: ReactNode;
  overlay?: ReactNode;
  footer?: ReactNode;
  dimmed?: boolean;
  /** A finished photo can be dragged onto another's place. */
  drag?: {
    draggable: boolean;
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
  isDropTarget?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      {...drag}
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        cursor: drag ? 'grab' : undefined,
        outlineWidth: isDropTarget ? '3px' : undefined,
        outlineStyle: isDropTarget ? 'solid' : undefined,
        outlineColor: 'primary.main',
        outlineOffset: 2,
      }}
    >
      <Box
        component="img"
        src={src}
        alt={t('Photo {{number}}', { number: position })}
        draggable={false}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: dimmed ? 0.7 : 1 }}
      />
      {overlay}
      {badge}
      <IconButton
        size="small"
        onClick={onRemove}
        aria-label={t('Remove image {{number}}', { number: position })}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'rgba(255,255,255,0.92)',
          boxShadow: 1,
          '&:hover': { bgcolor: 'common.white' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {footer && (
        <Box
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            p: 0.75,
            background: 'linear-gradient(to top, rgba(0,0,0,0.55), rgba(0,0,0,0))',
          }}
        >
          {footer}
        </Box>
      )}
    </Box>
  );
}
