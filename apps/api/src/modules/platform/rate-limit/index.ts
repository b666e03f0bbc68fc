/**
 * Request rate limits per IP and per account, counted in the database that every instance shares.
 */
export { enforceRateLimits, type RateLimitRule } from './rate-limit.service.js';
