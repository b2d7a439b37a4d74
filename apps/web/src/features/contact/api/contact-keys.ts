/** Query keys of the contact feature (the admin's Notifications). */
export const contactKeys = {
  all: ['contact-messages'] as const,
  list: () => ['contact-messages', 'list'] as const,
};
