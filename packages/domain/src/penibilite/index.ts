export * from './annex.js';
export * from './effectifs.js';
export * from './suggestions.js';
export * from './advisories.js';
