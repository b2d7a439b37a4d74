import multipart from '@fastify/multipart';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, propertyMessages, uploadResponse } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { ImageStorage } from '../../lib/storage.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { type IncomingFile, processUploads, saveUploads } from './uploads.service.js';

const MULTIPART_LIMIT_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: propertyMessages.imageTooLarge,
  FST_FILES_LIMIT: propertyMessages.tooManyUploadsAtOnce,
  FST_PARTS_LIMIT: propertyMessages.tooManyUploadsAtOnce,
};

const UNREADABLE_FORM = 'The upload could not be read. Please choose the images and try again.';

/** POST /api/uploads — landlords upload listing photos (multipart, one or more files). */
export async function uploadsRoutes(
  app: FastifyInstance,
  options: { db: Database; storage: ImageStorage; clock: Clock; rateLimit: RateLimitRule },
) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, parts: MAX_FILES_PER_UPLOAD + 10 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/uploads',
    {
      schema: { response: { 201: uploadResponse } },
      config: { access: ['landlord'], rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.', 415);
      }
      const files: IncomingFile[] = [];
      try {
        for await (const part of request.files()) {
          files.push({ filename: part.filename, data: await part.toBuffer() });
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        const reason = code ? MULTIPART_LIMIT_ERRORS[code] : undefined;
        if (reason) throw new AppError('PAYLOAD_TOO_LARGE', reason, 413, { file: reason });
        // Anything else that breaks while reading the form is the form itself (no boundary, a
        // body cut off mid-file, bad part headers): the client's to fix, and nothing was saved yet.
        throw new AppError('VALIDATION_ERROR', UNREADABLE_FORM, 400, { file: UNREADABLE_FORM });
      }
      if (files.length === 0) {
        throw new AppError('INVALID_IMAGE', propertyMessages.uploadFailed, 400, { file: 'Choose at least one image.' });
      }
      const processed = await processUploads(files);
      const images = await saveUploads(options.db, options.storage, user.id, processed, options.clock.now());
      return reply.status(201).send({ images, urls: images.map((image) => image.url) });
    },
  );
}
