export * from './facteurs.js';
export * from './annex.js';
export * from './effectifs.js';
export * from './suggestions.js';
