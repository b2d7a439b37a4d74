/** Query keys of the reports feature (the admin's Reports queue). */
export const reportKeys = {
  all: ['reports'] as const,
  queue: () => ['reports', 'queue'] as const,
};
