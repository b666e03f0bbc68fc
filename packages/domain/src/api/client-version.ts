/** The client version label, shown on every page. */
export const CLIENT_VERSION = 'v0.7.1';
export const CLIENT_VERSION_LABEL = `${CLIENT_VERSION} (bêta)`;
/** Header carrying the client's version string (DESIGN §4 "Wire details"). */
export const CLIENT_VERSION_HEADER = 'X-Client-Version';
export const CLIENT_VERSION_HEADER_VALUE = `duerp-web-${CLIENT_VERSION}`;
