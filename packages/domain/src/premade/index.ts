export * from './catalogue.js';
export * from './mesures.js';
export * from './modele.js';
export * from './premade-of.js';
