/**
 * The proof-of-work captcha (ALTCHA) that guards the public forms: challenges, their verification
 * and single use.
 */
export { captchaRoutes } from './captcha.routes.js';
export { verifyCaptcha } from './captcha.service.js';
