import { type ListingPhoto, MAX_PROPERTY_IMAGES, MAX_UPLOAD_BYTES, propertyMessages } from '@rentease/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { i18n, translateApiMessage } from '../../../lib/i18n';
import { uploadImage } from '../api/properties-api';

/** A file chosen for a listing that is not one of its photos yet. */
export type PendingUpload = {
  key: string;
  file: File;
  preview: string;
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  /** Set once stored; it joins the photos when every file chosen before it is done too. */
  uploaded?: ListingPhoto;
};

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
/** More parallel uploads only slow each other down on a phone connection. */
const MAX_PARALLEL_UPLOADS = 3;
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;

/** 'Image upload failed. Try again.' in the language shown. */
const uploadFailed = () => translateApiMessage(propertyMessages.uploadFailed);

/** Why the browser refuses a file before sending it (the server checks the same rules again). */
function refusalReason(file: File): string | undefined {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
    return i18n.t('{{file}} is not a JPEG, PNG, WebP or AVIF image.', { file: file.name });
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return i18n.t('{{file}} is larger than {{megabytes}} MB.', {
      file: file.name,
      megabytes: formatNumber(MAX_UPLOAD_MEGABYTES),
    });
  }
  return undefined;
}

function uploadFailureMessage(error: unknown): string {
  const failed = uploadFailed();
  if (!(error instanceof ApiError)) return failed;
  if (error.isNetworkError) return `${failed} ${i18n.t('Check your connection.')}`;
  // The server's message is in the language shown already.
  const isJustFailed = error.message === propertyMessages.uploadFailed || error.message === failed;
  return error.message && !isJustFailed ? `${failed} ${error.message}` : failed;
}

let nextKey = 0;

/**
 * The upload queue of a listing's photos: chosen files upload in the background (a few at a time)
 * with their progress, and join `photos` in the order they were chosen once stored. Unmounting
 * cancels what is still in flight and frees the local previews.
 */
export function useImageUploads(photos: ListingPhoto[], onChange: (photos: ListingPhoto[]) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // Why the last files chosen were not all taken: said where they were dropped.
  const [notice, setNotice] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  // Two flushes can run before the form re-renders: each must build on the previous one's list.
  const latestPhotos = useRef(photos);
  latestPhotos.current = photos;
  const latestPending = useRef(pending);
  latestPending.current = pending;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const count = photos.length + pending.length;
  const isFull = count >= MAX_PROPERTY_IMAGES;
  const isBusy = pending.some((item) => item.status !== 'failed');

  useEffect(() => {
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
      for (const item of latestPending.current) URL.revokeObjectURL(item.preview);
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
    const next = [...latestPhotos.current, ...ready.flatMap((item) => (item.uploaded ? [item.uploaded] : []))];
    latestPhotos.current = next;
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
        if (!uploaded) throw new ApiError(uploadFailed(), 500, 'NO_IMAGE');
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
    if (refused.length === 1) problems.push(`${uploadFailed()} ${refused[0]}`);
    if (refused.length > 1) {
      const skipped = i18n.t('{{count}} files were skipped: use JPEG, PNG, WebP or AVIF up to {{megabytes}} MB.', {
        count: refused.length,
        megabytes: formatNumber(MAX_UPLOAD_MEGABYTES),
      });
      problems.push(`${uploadFailed()} ${skipped}`);
    }
    if (accepted.length > room) problems.push(translateApiMessage(propertyMessages.tooManyImages));
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

  const removePhoto = (index: number) => onChange(photos.filter((_, i) => i !== index));

  const makeCover = (index: number) => movePhoto(index, 0);

  /** Moves the photo at `from` to `to`, the others closing up around it; the first is the cover. */
  const movePhoto = (from: number, to: number) => {
    const moved = photos[from];
    if (!moved || from === to || to < 0 || to >= photos.length) return;
    const rest = photos.filter((_, i) => i !== from);
    onChange([...rest.slice(0, to), moved, ...rest.slice(to)]);
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

  return { pending, notice, count, isFull, isBusy, addFiles, removePhoto, makeCover, movePhoto, removePending, retry };
}
