export * from './catalogue.js';
export * from './modele.js';
export * from './premade-of.js';
