export * from './audit-log.js';
export * from './bookings.js';
export * from './chat.js';
export * from './cities.js';
export * from './contact-messages.js';
export * from './payments.js';
export * from './properties.js';
export * from './users.js';
