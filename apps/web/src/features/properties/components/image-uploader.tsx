import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Chip, FormHelperText, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { MAX_PROPERTY_IMAGES, MAX_UPLOAD_BYTES, propertyMessages, type UploadedImage } from '@rentease/contract';
import { type ChangeEvent, type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uploadImage } from '../api/properties-api';

/** An image already stored by the server, in listing order (the first one is the cover). */
export type ListingImage = Pick<UploadedImage, 'id' | 'url' | 'thumbnail_url'>;

type PendingUpload = {
  key: string;
  file: File;
  preview: string;
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  /** Set once stored; it joins `value` when every file chosen before it is done too. */
  uploaded?: ListingImage;
};

const UPLOAD_FAILED = propertyMessages.uploadFailed;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
/** More parallel uploads only slow each other down on a phone connection. */
const MAX_PARALLEL_UPLOADS = 3;
const MAX_MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;

/** Why the browser refuses a file before sending it (the server checks the same rules again). */
function refusalReason(file: File): string | undefined {
  if (!ACCEPTED_TYPES.includes(file.type)) return `${file.name} is not a JPEG, PNG, WebP or AVIF image.`;
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is larger than ${MAX_MEGABYTES} MB.`;
  return undefined;
}

function uploadFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_FAILED;
  if (error.isNetworkError) return `${UPLOAD_FAILED} Check your connection.`;
  return error.message && error.message !== UPLOAD_FAILED ? `${UPLOAD_FAILED} ${error.message}` : UPLOAD_FAILED;
}

let nextKey = 0;

/**
 * Listing photos (spec §2 "Add property"): pick or drop files, see them at once, and each one is
 * uploaded in the background with its progress. `value` holds only finished uploads, in order.
 */
export function ImageUploader({
  value,
  onChange,
  error,
  onBusyChange,
}: {
  value: ListingImage[];
  onChange: (images: ListingImage[]) => void;
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  // Why the last files chosen were not all taken: said under the drop zone, where they were dropped.
  const [notice, setNotice] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  // Two flushes can run before the parent re-renders: each must build on the previous one's list.
  const latestValue = useRef(value);
  latestValue.current = value;
  const latestPending = useRef(pending);
  latestPending.current = pending;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBusyChangeRef = useRef(onBusyChange);
  onBusyChangeRef.current = onBusyChange;

  const count = value.length + pending.length;
  const isFull = count >= MAX_PROPERTY_IMAGES;
  const isBusy = pending.some((item) => item.status !== 'failed');

  useEffect(() => {
    onBusyChangeRef.current?.(isBusy);
  }, [isBusy]);

  // Leaving (the dialog closed) cancels what is still in flight and frees the local previews.
  useEffect(() => {
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
      for (const item of latestPending.current) URL.revokeObjectURL(item.preview);
      onBusyChangeRef.current?.(false);
    };
  }, []);

  useEffect(() => {
    const running = pending.filter((item) => item.status === 'uploading').length;
    const toStart = pending
      .filter((item) => item.status === 'queued' && !controllers.current.has(item.key))
      .slice(0, Math.max(0, MAX_PARALLEL_UPLOADS - running));
    if (toStart.length === 0) return;
    const starting = new Set(toStart.map((item) => item.key));
    setPending((items) => items.map((item) => (starting.has(item.key) ? { ...item, status: 'uploading' } : item)));
    for (const item of toStart) startUpload(item);
  });

  // Uploads finish in any order, but photos join the listing in the order they were chosen, so the
  // first one picked becomes the cover. A failed file does not hold back the ones after it.
  useEffect(() => {
    const ready: PendingUpload[] = [];
    for (const item of pending) {
      if (item.status === 'done') ready.push(item);
      else if (item.status !== 'failed') break;
    }
    if (ready.length === 0) return;
    const next = [...latestValue.current, ...ready.flatMap((item) => (item.uploaded ? [item.uploaded] : []))];
    latestValue.current = next;
    onChangeRef.current(next);
    for (const item of ready) URL.revokeObjectURL(item.preview);
    const flushed = new Set(ready.map((item) => item.key));
    setPending((items) => items.filter((item) => !flushed.has(item.key)));
  }, [pending]);

  const patch = (key: string, change: Partial<PendingUpload>) =>
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function startUpload(item: PendingUpload) {
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    uploadImage(item.file, (progress) => patch(item.key, { progress }), controller.signal)
      .then((response) => {
        const uploaded = response.images[0];
        if (!uploaded) throw new ApiError(UPLOAD_FAILED, 500, 'NO_IMAGE');
        patch(item.key, {
          status: 'done',
          progress: 1,
          uploaded: { id: uploaded.id, url: uploaded.url, thumbnail_url: uploaded.thumbnail_url },
        });
      })
      .catch((reason: unknown) => {
        // Cancelled on purpose (removed, or the form closed): nothing failed.
        if (controller.signal.aborted) return;
        patch(item.key, { status: 'failed', progress: 0 });
        setNotice(uploadFailureMessage(reason));
      })
      .finally(() => {
        if (controllers.current.get(item.key) === controller) controllers.current.delete(item.key);
      });
  }

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const refused = files.map(refusalReason).filter((reason): reason is string => reason !== undefined);
    const accepted = files.filter((file) => refusalReason(file) === undefined);
    const room = Math.max(0, MAX_PROPERTY_IMAGES - count);
    const problems: string[] = [];
    if (refused.length === 1) problems.push(`${UPLOAD_FAILED} ${refused[0]}`);
    if (refused.length > 1) {
      problems.push(
        `${UPLOAD_FAILED} ${refused.length} files were skipped: use JPEG, PNG, WebP or AVIF up to ${MAX_MEGABYTES} MB.`,
      );
    }
    if (accepted.length > room) problems.push(propertyMessages.tooManyImages);
    setNotice(problems.length > 0 ? problems.join(' ') : null);
    const added = accepted.slice(0, room).map(
      (file): PendingUpload => ({
        key: `upload-${++nextKey}`,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
        status: 'queued',
      }),
    );
    if (added.length > 0) setPending((items) => [...items, ...added]);
  };

  const removeUploaded = (index: number) => onChange(value.filter((_, i) => i !== index));

  const makeCover = (index: number) => {
    const chosen = value[index];
    if (chosen) onChange([chosen, ...value.filter((_, i) => i !== index)]);
  };

  const removePending = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setPending((items) => {
      const removed = items.find((item) => item.key === key);
      if (removed) URL.revokeObjectURL(removed.preview);
      return items.filter((item) => item.key !== key);
    });
  };

  const retry = (key: string) => {
    setNotice(null);
    patch(key, { status: 'queued', progress: 0 });
  };

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
            : `Drag & drop or click to choose. JPEG, PNG, WebP or AVIF, up to ${MAX_MEGABYTES} MB each.`}
        </Typography>
        <Box
          component="input"
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_TYPES.join(',')}
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
            gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
            gap: 1.5,
          }}
        >
          {value.map((image, index) => (
            <Tile
              key={image.id}
              src={image.thumbnail_url}
              position={index + 1}
              onRemove={() => removeUploaded(index)}
              badge={index === 0 ? <Chip label="Cover" size="small" color="primary" sx={badgeSx} /> : undefined}
              footer={
                index > 0 ? (
                  <Button
                    size="small"
                    onClick={() => makeCover(index)}
                    sx={overlayButtonSx}
                    aria-label={`Make cover: image ${index + 1}`}
                  >
                    Make cover
                  </Button>
                ) : undefined
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
}: {
  src: string;
  position: number;
  onRemove: () => void;
  badge?: ReactNode;
  overlay?: ReactNode;
  footer?: ReactNode;
  dimmed?: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{ position: 'relative', aspectRatio: '4 / 3', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
    >
      <Box
        component="img"
        src={src}
        alt={`Photo ${position}`}
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
