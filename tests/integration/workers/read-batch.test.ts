import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { batchedReads } from "~/backend/d1/read-batch.server";
import type { Env } from "~/server/env.server";
import worker from "../../../functions/index";

/**
 * One request's D1 reads sent as one batch (app/backend/d1/read-batch.server.ts, decision 0054),
 * against the real local D1 in workerd: what the binding is asked, and that every read gets the
 * answer it gets alone.
 */

/** The binding, recording each call it answers: a lone statement's SQL, or a batch's. */
function recordingDb(db: D1Database) {
  const calls: { kind: "all" | "first" | "run" | "raw" | "batch"; sql: string[] }[] = [];
  const sqlOf = new WeakMap<object, string>();
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const recorded = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      all: () => (calls.push({ kind: "all", sql: [sql] }), statement.all()),
      first: (column?: string) => (calls.push({ kind: "first", sql: [sql] }), column === undefined ? statement.first() : statement.first(column)),
      run: () => (calls.push({ kind: "run", sql: [sql] }), statement.run()),
      raw: () => (calls.push({ kind: "raw", sql: [sql] }), statement.raw()),
      real: statement,
    };
    sqlOf.set(recorded, sql);
    return recorded as unknown as D1PreparedStatement;
  };
  const recording = {
    prepare: (sql: string) => wrap(db.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      calls.push({ kind: "batch", sql: statements.map((statement) => sqlOf.get(statement) ?? "?") });
      return db.batch(statements.map((statement) => (statement as unknown as { real: D1PreparedStatement }).real));
    },
    exec: (sql: string) => db.exec(sql),
  };
  return { db: recording as unknown as D1Database, calls };
}

beforeEach(async () => {
  await env.DB.exec("DELETE FROM roadmap_items; DELETE FROM newsletter_subscribers;");
  await env.DB.batch(
    [
      [1, "Direct booking widget", "In Progress", 7],
      [2, "Guest reviews digest", "Next Up", 3],
      [3, "Owner statements", "Shipped", 12],
    ].map(([id, title, status, upvotes]) =>
      env.DB.prepare("INSERT INTO roadmap_items (id, title, status, upvotes, created_at) VALUES (?1, ?2, ?3, ?4, '2026-01-0' || ?1 || 'T00:00:00Z')").bind(
        id,
        title,
        status,
        upvotes,
      ),
    ),
  );
});

afterEach(async () => {
  await env.DB.exec("DELETE FROM roadmap_items;");
});

describe("reads of one turn", () => {
  it("go to the binding as one batch, and each gets what it gets alone", async () => {
    const { db, calls } = recordingDb(env.DB);
    const view = batchedReads(db);
    const [all, first, column, none, grouped] = await Promise.all([
      view.prepare("SELECT id, title FROM roadmap_items ORDER BY id").all(),
      view.prepare("SELECT title, upvotes FROM roadmap_items WHERE id = ?1").bind(3).first(),
      view.prepare("SELECT upvotes FROM roadmap_items WHERE id = ?1").bind(1).first<number>("upvotes"),
      view.prepare("SELECT title FROM roadmap_items WHERE id = ?1").bind(99).first(),
      view.batch([view.prepare("SELECT COUNT(*) AS n FROM roadmap_items"), view.prepare("SELECT max(upvotes) AS top FROM roadmap_items")]),
    ]);

    expect(calls).toEqual([{ kind: "batch", sql: expect.any(Array) }]);
    expect(calls[0]!.sql).toHaveLength(6);
    expect(all.results).toEqual((await env.DB.prepare("SELECT id, title FROM roadmap_items ORDER BY id").all()).results);
    expect(all.results).toEqual([
      { id: 1, title: "Direct booking widget" },
      { id: 2, title: "Guest reviews digest" },
      { id: 3, title: "Owner statements" },
    ]);
    expect(first).toEqual({ title: "Owner statements", upvotes: 12 });
    expect(column).toBe(7);
    expect(none).toBeNull();
    expect(grouped.map((result) => result.results)).toEqual([[{ n: 3 }], [{ top: 12 }]]);
  });

  it("sends a lone read as before, alone", async () => {
    const { db, calls } = recordingDb(env.DB);
    const row = await batchedReads(db).prepare("SELECT title FROM roadmap_items WHERE id = ?1").bind(2).first();
    expect(row).toEqual({ title: "Guest reviews digest" });
    expect(calls).toEqual([{ kind: "all", sql: ["SELECT title FROM roadmap_items WHERE id = ?1"] }]);
  });

  it("answers a missing column as the binding does", async () => {
    const view = batchedReads(env.DB);
    const [missing] = await Promise.allSettled([
      view.prepare("SELECT title FROM roadmap_items WHERE id = 1").first("upvotes"),
      view.prepare("SELECT 1 AS one").first(),
    ]);
    expect(missing.status).toBe("rejected");
    expect(String((missing as PromiseRejectedResult).reason)).toContain("D1_COLUMN_NOTFOUND");
    await expect(env.DB.prepare("SELECT title FROM roadmap_items WHERE id = 1").first("upvotes")).rejects.toThrow("D1_COLUMN_NOTFOUND");
  });

  it("keeps a failing read's failure its own: the others are answered", async () => {
    const { db, calls } = recordingDb(env.DB);
    const view = batchedReads(db);
    const [good, bad, grouped] = await Promise.allSettled([
      view.prepare("SELECT title FROM roadmap_items WHERE id = 1").first(),
      view.prepare("SELECT missing FROM no_such_table").all(),
      view.batch([view.prepare("SELECT COUNT(*) AS n FROM roadmap_items"), view.prepare("SELECT 2 AS two")]),
    ]);
    expect(good).toEqual({ status: "fulfilled", value: { title: "Direct booking widget" } });
    expect(bad.status).toBe("rejected");
    expect(String((bad as PromiseRejectedResult).reason)).toContain("no such table");
    expect(grouped.status).toBe("fulfilled");
    expect((grouped as PromiseFulfilledResult<D1Result[]>).value.map((result) => result.results)).toEqual([[{ n: 3 }], [{ two: 2 }]]);
    // The merged batch, then each read on its own.
    expect(calls.map((call) => call.kind)).toEqual(["batch", "all", "all", "batch"]);
  });

  it("leaves writes to the binding, at once and unmerged", async () => {
    const { db, calls } = recordingDb(env.DB);
    const view = batchedReads(db);
    const insert = view
      .prepare("INSERT INTO roadmap_items (id, title, status, upvotes, created_at) VALUES (4, 'Team inbox', 'Next Up', 0, '2026-01-04T00:00:00Z')")
      .run();
    // Asked before the turn ends, and not held back to it.
    expect(calls).toEqual([{ kind: "run", sql: [expect.stringContaining("INSERT INTO roadmap_items")] }]);
    await insert;
    const mixed = await view.batch([
      view.prepare("UPDATE roadmap_items SET upvotes = upvotes + 1 WHERE id = 4"),
      view.prepare("SELECT upvotes FROM roadmap_items WHERE id = 4"),
    ]);
    expect(mixed[1]!.results).toEqual([{ upvotes: 1 }]);
    expect(calls.map((call) => call.kind)).toEqual(["run", "batch"]);
    // WITH … INSERT is a write too, even asked with all(): sent at once, alone.
    const cte = view
      .prepare(
        "WITH next AS (SELECT 5 AS id) INSERT INTO roadmap_items (id, title, status, upvotes, created_at) SELECT id, 'Tasks', 'Next Up', 0, '2026-01-05T00:00:00Z' FROM next RETURNING id",
      )
      .all();
    expect(calls.map((call) => call.kind)).toEqual(["run", "batch", "all"]);
    expect((await cte).results).toEqual([{ id: 5 }]);
    // A read that begins with WITH is collected like a SELECT.
    const [counted, listed] = await Promise.all([
      view.prepare("WITH items AS (SELECT id FROM roadmap_items) SELECT COUNT(*) AS n FROM items").first("n"),
      view.prepare("SELECT id FROM roadmap_items ORDER BY id DESC LIMIT 1").all(),
    ]);
    expect([counted, listed.results]).toEqual([5, [{ id: 5 }]]);
    expect(calls.map((call) => call.kind)).toEqual(["run", "batch", "all", "batch"]);
  });

  it("sends reads of separate turns separately", async () => {
    const { db, calls } = recordingDb(env.DB);
    const view = batchedReads(db);
    await view.prepare("SELECT 1 AS one").first();
    await view.prepare("SELECT 2 AS two").first();
    expect(calls.map((call) => call.kind)).toEqual(["all", "all"]);
  });
});

describe("a page's reads", () => {
  const siteEnv = (db: D1Database): Env => ({
    ...(env as unknown as Env),
    DB: db,
    APP_ENV: "development",
    SESSION_SECRET: "read-batch-test-session-secret-0123456789",
    HASH_SALT: "read-batch-test-hash-salt-0123456789",
    EDGE_CACHE: "off",
  });

  async function page(path: string, db: D1Database) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`https://stayloop.example${path}`), siteEnv(db), ctx);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, body };
  }

  it("the roadmap item's dialog asks the binding once for the item, its comments, the board and its integrations", async () => {
    const { db, calls } = recordingDb(env.DB);
    const { status, body } = await page("/roadmap/3", db);
    expect(status).toBe(200);
    expect(body).toContain("Owner statements");
    expect(body).toContain("Direct booking widget");
    expect(calls.map((call) => call.kind)).toEqual(["batch"]);
    expect(calls[0]!.sql.some((sql) => sql.includes("FROM roadmap_comments"))).toBe(true);
    expect(calls[0]!.sql.some((sql) => sql.includes("WHERE i.id = ?2"))).toBe(true);
  });

  it("the blog's list asks once for its categories and cards, an article once for itself and its related ones", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO blog_categories (id, slug, locale, name) VALUES ('rb-cat', 'read-batch', 'en', 'Read batch')"),
      ...[
        ["rb-1", "first-batched-article", "First batched article"],
        ["rb-2", "second-batched-article", "Second batched article"],
      ].map(([id, slug, title]) =>
        env.DB.prepare(
          `INSERT INTO blog_articles (id, slug, locale, category_id, title, excerpt, content, author, is_published, published_date)
           VALUES (?1, ?2, 'en', 'rb-cat', ?3, 'An excerpt.', 'The body.', 'Ana Lima', 1, '2026-01-0' || substr(?1, 4) || 'T09:00:00Z')`,
        ).bind(id, slug, title),
      ),
    ]);
    try {
      const list = recordingDb(env.DB);
      const listed = await page("/blog", list.db);
      expect(listed.status).toBe(200);
      expect(listed.body).toContain("Second batched article");
      expect(list.calls.map((call) => call.kind)).toEqual(["batch"]);
      expect(list.calls[0]!.sql).toHaveLength(2);

      const article = recordingDb(env.DB);
      const read = await page("/blog/first-batched-article", article.db);
      expect(read.status).toBe(200);
      expect(read.body).toContain("First batched article");
      // The related article, from the same batch.
      expect(read.body).toContain("Second batched article");
      expect(article.calls.map((call) => call.kind)).toEqual(["batch"]);
    } finally {
      await env.DB.exec("DELETE FROM blog_articles WHERE id LIKE 'rb-%'; DELETE FROM blog_categories WHERE id = 'rb-cat';");
    }
  });

  it("a page with one read asks for it alone, as before", async () => {
    const { db, calls } = recordingDb(env.DB);
    const { status, body } = await page("/roadmap", db);
    expect(status).toBe(200);
    expect(body).toContain("Guest reviews digest");
    expect(calls.map((call) => call.kind)).toEqual(["all"]);
  });
});
