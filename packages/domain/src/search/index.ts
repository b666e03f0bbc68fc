export * from './normalize.js';
export * from './search-premade.js';
