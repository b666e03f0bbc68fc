/**
 * The proof-of-work captcha (ALTCHA) that guards the public forms: challenges, their verification
 * and single use.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { captchaRoutes } from './captcha.routes.js';
export { verifyCaptcha } from './captcha.service.js';

export const captchaModule: ApiModule = {
  routes: [captchaRoutes],
};
