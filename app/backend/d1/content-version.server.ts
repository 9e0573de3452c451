import type { ContentVersionPort } from "../content-version";
import { BackendError } from "../types";
import type { D1Context } from "./context.server";

/** One indexed read of the single row of content_version (migrations/0009_content_version.sql). */
export function d1ContentVersion({ db }: D1Context): ContentVersionPort {
  return {
    async readContentVersion({ signal } = {}) {
      const read = db.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>();
      let row: { version: number } | null;
      try {
        row = await (signal ? raceAbort(read, signal) : read);
      } catch (error) {
        throw new BackendError("D1 content version read failed", error);
      }
      if (!row) throw new BackendError("D1 content version has no row");
      return String(row.version);
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
