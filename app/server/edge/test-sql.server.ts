import type { AppConfig } from "../env.server";
import { cacheControl } from "~/lib/cache-control";
import { sameSecret } from "../crypto.server";

/**
 * The test servers' way into their own D1 database (scripts/test-server.mjs sets
 * TEST_SQL_TOKEN to a fresh random value and scripts/local-backend.mjs `queryLocalD1` posts
 * here). Tests used to run `wrangler d1 execute --local` on the state directory: a second
 * workerd then opened the SQLite file the serving one had open, which SQLite under workerd
 * does not guard across processes, and now and then the serving one stopped answering
 * (docs/decisions/0018-one-folder-per-area.md, "Test queries through the server").
 *
 * Never in production: readConfig refuses to start with TEST_SQL_TOKEN set there (so
 * `config.test` is null), and without the exact token this path is answered as any unknown address is (404 to a GET;
 * 405 to a POST, as Remix answers a post to a page that has no action).
 */
export const testSqlPath = "/__test/d1";
export const testSqlTokenHeader = "X-Test-Sql-Token";

/** The answer to a test query, or null when the request is not one (it is then routed as any page). */
export async function answerTestSql(request: Request, config: Pick<AppConfig, "test">): Promise<Response | null> {
  const db = config.test?.db;
  if (!config.test || !db) return null;
  if (request.method !== "POST" || new URL(request.url).pathname !== testSqlPath) return null;
  if (!sameSecret(request.headers.get(testSqlTokenHeader) ?? "", config.test.token)) return null;

  let sql: unknown;
  try {
    ({ sql } = (await request.json()) as { sql?: unknown });
  } catch {
    sql = undefined;
  }
  if (typeof sql !== "string" || !sql.trim()) return plain(400, "Send JSON { \"sql\": \"...\" }.");
  const statements = splitStatements(sql);
  try {
    const results = await db.batch(statements.map((statement) => db.prepare(statement)));
    return Response.json(results.map(({ results: rows }) => ({ results: rows ?? [] })), { headers: { "Cache-Control": cacheControl.never } });
  } catch (error) {
    return plain(422, error instanceof Error ? error.message : String(error));
  }
}

/**
 * SQL text cut into statements at semicolons outside quotes and comments (tests send
 * several at once, as `wrangler d1 execute --command` accepted). D1 prepares one at a time.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i]!;
    if (quote) {
      current += char;
      if (char === quote) {
        if (sql[i + 1] === quote) current += sql[++i];
        else quote = null;
      }
    } else if (char === "'" || char === '"' || char === "`") {
      quote = char;
      current += char;
    } else if (char === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
      current += "\n";
    } else if (char === ";") {
      if (current.trim()) statements.push(current.trim());
      current = "";
    } else {
      current += char;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

function plain(status: number, text: string) {
  return new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.never } });
}
