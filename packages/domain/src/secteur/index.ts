export * from './secteurs.js';
export * from './match-secteur.js';
