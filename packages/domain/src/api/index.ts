export * from './client-version.js';
