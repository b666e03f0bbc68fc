/**
 * Public verification of a DUERP version (« Vérifier un document »): by the code printed on it or
 * by its file's fingerprint.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { verifierRoutes } from './verifier.routes.js';

export const documentVerificationModule: ApiModule = {
  routes: [verifierRoutes],
};
