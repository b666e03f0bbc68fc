export * from './messages.js';
export * from './password-rules.js';
export * from './email.js';
export * from './schemas.js';
export * from './forms.js';
