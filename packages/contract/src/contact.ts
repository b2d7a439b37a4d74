import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH } from './constants.js';
import { emailField, requiredText } from './fields.js';
import { messages } from './messages.js';

/** POST /api/notification — the public contact form. */
export const contactMessageBody = z.object({
  name: requiredText(messages.nameRequired),
  email: emailField,
  message: requiredText(messages.messageRequired, CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;

/** A contact message as the admin reads it. */
export const contactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessage>;
