import { customType } from 'drizzle-orm/pg-core';

/**
 * `bytea`, read as a Buffer from both drivers: node-postgres answers a Buffer, PGlite what
 * PGLITE_OPTIONS' parser makes (a Buffer too; a Uint8Array with PGlite's own).
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
