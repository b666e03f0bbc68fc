export * from './catalogue.js';
export * from './mesures.js';
