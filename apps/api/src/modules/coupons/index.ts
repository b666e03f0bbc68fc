/** The coupons module's public surface: what other modules may import. */
export {
  disableCoupon,
  insertCoupon,
  listCoupons,
  releaseCouponUse,
  reserveCouponUse,
} from './coupons.repository.js';
export { usableCouponPercent } from './coupons.service.js';
