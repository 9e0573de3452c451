import { describe, expect, it } from "vitest";
import { answerTestSql, splitStatements, testSqlPath, testSqlTokenHeader } from "~/server/edge/test-sql.server";
import { ConfigurationError, readConfig, type Env } from "~/server/env.server";

/** A test server's configuration (development, its token), on `db`. */
const local = { APP_ENV: "development", SESSION_SECRET: "s".repeat(32), HASH_SALT: "h".repeat(32), FILES: {} as R2Bucket };
const configOf = (env: Env) => readConfig({ ...local, ...env });

const token = "t".repeat(48);

/** A D1 stand-in that records what it was asked and answers each statement with its text. */
function fakeDb() {
  const prepared: string[] = [];
  const db = {
    prepare: (sql: string) => {
      prepared.push(sql);
      return { sql };
    },
    batch: async (statements: { sql: string }[]) => statements.map(({ sql }) => ({ results: [{ sql }] })),
  };
  return { db: db as unknown as D1Database, prepared };
}

const post = (body: unknown, headers: Record<string, string> = { [testSqlTokenHeader]: token }, path = testSqlPath) =>
  new Request(`http://127.0.0.1:8799${path}`, { method: "POST", headers, body: JSON.stringify(body) });

describe("test queries through the server (app/server/edge/test-sql.server.ts)", () => {
  it("cuts SQL at semicolons outside quotes and comments", () => {
    expect(
      splitStatements(`delete from a where id = 'x;y'; -- a comment; with a semicolon
       insert into b (t) values ('it''s; fine');
       select "odd;name" from c;`),
    ).toEqual(["delete from a where id = 'x;y'", "insert into b (t) values ('it''s; fine')", 'select "odd;name" from c']);
  });

  it("answers the rows of every statement to the holder of the token", async () => {
    const { db, prepared } = fakeDb();
    const response = await answerTestSql(post({ sql: "select 1; select 2" }), configOf({ TEST_SQL_TOKEN: token, DB: db }));
    expect(response?.status).toBe(200);
    expect(await response?.json()).toEqual([{ results: [{ sql: "select 1" }] }, { results: [{ sql: "select 2" }] }]);
    expect(prepared).toEqual(["select 1", "select 2"]);
  });

  it("is an ordinary unknown page without the exact token, on GET, elsewhere, without a token or without D1", async () => {
    const cases: [Request, Env][] = [
      [post({ sql: "select 1" }, {}), { TEST_SQL_TOKEN: token }],
      [post({ sql: "select 1" }, { [testSqlTokenHeader]: `${token}x` }), { TEST_SQL_TOKEN: token }],
      [post({ sql: "select 1" }, { [testSqlTokenHeader]: "t".repeat(47) }), { TEST_SQL_TOKEN: token }],
      [new Request(`http://127.0.0.1${testSqlPath}`, { headers: { [testSqlTokenHeader]: token } }), { TEST_SQL_TOKEN: token }],
      [post({ sql: "select 1" }, undefined, "/__test/d1x"), { TEST_SQL_TOKEN: token }],
      [post({ sql: "select 1" }), {}],
    ];
    for (const [request, env] of cases) {
      const { db, prepared } = fakeDb();
      expect(await answerTestSql(request, configOf({ ...env, DB: db }))).toBeNull();
      expect(prepared).toEqual([]);
    }
    // A server on Supabase without the D1 binding has nothing to query.
    const supabase = { SUPABASE_URL: "https://abc.supabase.co", SUPABASE_PUBLISHABLE_KEY: "p", SUPABASE_SECRET_KEY: "s" };
    expect(await answerTestSql(post({ sql: "select 1" }), configOf({ ...supabase, TEST_SQL_TOKEN: token }))).toBeNull();
  });

  it("is refused with a short token or in production: the site does not start (tests/unit/server-config.test.ts)", () => {
    expect(() => configOf({ TEST_SQL_TOKEN: "short", DB: fakeDb().db })).toThrow(/TEST_SQL_TOKEN must be at least 32/);
    expect(() => configOf({ TEST_SQL_TOKEN: token, APP_ENV: "production", SITE_URL: "https://stayloop.io", DB: fakeDb().db })).toThrow(/TEST_SQL_TOKEN belongs to the test servers only/);
  });

  it("refuses a body that is not { sql }", async () => {
    const { db } = fakeDb();
    for (const body of [{}, { sql: 3 }, { sql: "  " }, "not json"]) {
      const response = await answerTestSql(post(body), configOf({ TEST_SQL_TOKEN: token, DB: db }));
      expect(response?.status).toBe(400);
    }
  });

  it("keeps production from starting with the token set", () => {
    const env: Env = {
      APP_ENV: "production",
      SESSION_SECRET: "a-production-secret-1234",
      HASH_SALT: "a-production-salt-12345",
      SITE_URL: "https://stayloop.io",
      DB: fakeDb().db,
      FILES: {} as R2Bucket,
    };
    expect(() => readConfig(env)).not.toThrow();
    expect(() => readConfig({ ...env, TEST_SQL_TOKEN: token })).toThrow(ConfigurationError);
  });
});
