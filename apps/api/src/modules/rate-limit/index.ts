/** The rate-limit module's public surface: what other modules may import. */
export { enforceRateLimits, type RateLimitRule } from './rate-limit.service.js';
