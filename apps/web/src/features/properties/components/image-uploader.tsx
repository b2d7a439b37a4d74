import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Chip, FormHelperText, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { type ListingPhoto, MAX_PROPERTY_IMAGES } from '@rentease/contract';
import { type ChangeEvent, type DragEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
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
    setMoveNotice(to === 0 ? `Image ${from + 1} is now the cover.` : `Image ${from + 1} moved to position ${to + 1}.`);
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
          Photos
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {count} / {MAX_PROPERTY_IMAGES} photos
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
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': isFull ? undefined : { borderColor: 'primary.main' },
          '&:focus-within': { outline: '3px solid rgba(15,118,110,0.35)', outlineOffset: 2 },
        }}
      >
        <AddPhotoIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>Add photos</Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {isFull
            ? `You have reached ${MAX_PROPERTY_IMAGES} photos.`
            : `Drag & drop or click to choose. JPEG, PNG, WebP or AVIF, up to ${MAX_UPLOAD_MEGABYTES} MB each.`}
        </Typography>
        <Box
          component="input"
          id={inputId}
          type="file"
          multiple
          ref={inputRef}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-label="Add photos"
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
          aria-label="Selected photos"
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
              badge={index === 0 ? <Chip label="Cover" size="small" color="primary" sx={badgeSx} /> : undefined}
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
                    label="Move up"
                    name={`Move image ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowBackIcon fontSize="inherit" />
                  </MoveButton>
                  <MoveButton
                    label="Move down"
                    name={`Move image ${index + 1} down`}
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
                        setMoveNotice(`Image ${index + 1} is now the cover.`);
                      }}
                      sx={overlayButtonSx}
                      aria-label={`Make cover: image ${index + 1}`}
                    >
                      Make cover
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
                    aria-label={`Uploading image ${value.length + index + 1}`}
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
        Upload failed
      </Typography>
      <Button
        size="small"
        startIcon={<RefreshIcon />}
        onClick={onRetry}
        sx={overlayButtonSx}
        aria-label={`Retry image ${position}`}
      >
        Retry
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
        outline: isDropTarget ? '3px solid' : undefined,
        outlineColor: 'primary.main',
        outlineOffset: 2,
      }}
    >
      <Box
        component="img"
        src={src}
        alt={`Photo ${position}`}
        draggable={false}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: dimmed ? 0.7 : 1 }}
      />
      {overlay}
      {badge}
      <IconButton
        size="small"
        onClick={onRemove}
        aria-label={`Remove image ${position}`}
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
