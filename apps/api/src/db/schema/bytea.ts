import { customType } from 'drizzle-orm/pg-core';

/** Binary column: node-postgres reads a Buffer, PGlite a Uint8Array; both are given as they come. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
