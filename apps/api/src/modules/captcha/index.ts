/** The captcha module's public surface: what other modules may import. */
export { captchaRoutes } from './captcha.routes.js';
export { verifyCaptcha } from './captcha.service.js';
