import { contentVersionText, type ContentVersionPort } from "../content-version";
import { BackendError } from "../types";
import type { D1Context } from "./context.server";
import { nowText } from "./localized.server";

/** The tables whose rows can be scheduled (migrations/0017_scheduled_publishing.sql). */
const scheduledTables = ["blog_articles", "tutorials", "help_articles", "case_studies", "comparisons"];

/**
 * The single row of content_version (migrations/0009_content_version.sql) and, in the same
 * statement, the latest publication time that has come: one index seek per table
 * (`<table>_due`), so a scheduled row moves the version when it falls due.
 */
const versionSql = `SELECT version, (SELECT max(due) FROM (${scheduledTables
  .map((table) => `SELECT max(published_date) AS due FROM ${table} WHERE is_published = 1 AND published_date <= ${nowText}`)
  .join(" UNION ALL ")})) AS due FROM content_version WHERE id = 1`;

/** One read of the version and the latest publication that has come. */
export function d1ContentVersion({ db }: D1Context): ContentVersionPort {
  return {
    async readContentVersion({ signal } = {}) {
      const read = db.prepare(versionSql).first<{ version: number; due: string | null }>();
      let row: { version: number; due: string | null } | null;
      try {
        row = await (signal ? raceAbort(read, signal) : read);
      } catch (error) {
        throw new BackendError("D1 content version read failed", error);
      }
      if (!row) throw new BackendError("D1 content version has no row");
      return contentVersionText(row.version, row.due);
    },
  };
}

/** D1 takes no signal: the caller stops waiting when it aborts (the read itself is harmless). */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", abort);
        reject(error as Error);
      },
    );
  });
}
