/** The public surface of the espaces feature for the features above it. */
export { useSpstSettings } from './api/spst-settings';
