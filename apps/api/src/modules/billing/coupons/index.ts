/**
 * Discount coupons: the operators create and disable them, checkout reserves and releases their
 * uses.
 */
export {
  disableCoupon,
  insertCoupon,
  listCoupons,
  releaseCouponUse,
  reserveCouponUse,
} from './coupons.repository.js';
export { usableCouponPercent } from './coupons.service.js';
