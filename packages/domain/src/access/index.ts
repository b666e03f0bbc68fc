export * from './access-notice.js';
export * from './share-links.js';
export * from './verifier.js';
