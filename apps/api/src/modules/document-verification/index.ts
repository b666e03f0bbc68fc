/**
 * Public verification of a DUERP version (« Vérifier un document »): by the code printed on it or
 * by its file's fingerprint.
 */
export { verifierRoutes } from './verifier.routes.js';
