export * from './auth.js';
export * from './constants.js';
export * from './contact.js';
export * from './errors.js';
export * from './fields.js';
export * from './messages.js';
export * from './properties.js';
