import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction: what holds a row lock until it ends. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A transaction or the database itself: repositories accept either. */
export type Executor = Transaction | Database;
