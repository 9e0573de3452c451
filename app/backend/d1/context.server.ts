import { BackendError } from "../types";

/** What every D1 module of the adapter works with. */
export interface D1Context {
  db: D1Database;
  files: R2Bucket;
  now: () => Date;
}

/** Runs a query, turning any failure into a BackendError that names what failed. */
export async function runD1<T>(what: string, query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    throw new BackendError(`D1 ${what} failed`, error);
  }
}
