#!/usr/bin/env node
// SQL that loads N help articles the way docs/content.md loads content (one INSERT per row, in one
// transaction), for measuring bulk loads (issue 29 item 5, docs/decisions/0217-bulk-loading.md):
//
//   node scripts/bulk-help-articles.mjs 10000 postgres > .tmp/bulk.sql   # psql --single-transaction -f .tmp/bulk.sql
//   node scripts/bulk-help-articles.mjs 10000 sqlite > .tmp/bulk.sql     # wrangler d1 execute DB --local --file .tmp/bulk.sql
//
// Articles are in the first help category of the seed, English and Portuguese alternately,
// ~150 words each drawn from the seed's help texts plus a few words of their own, so the word
// list grows as a real help center's does. Deterministic: the same N gives the same SQL.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const seed = JSON.parse(readFileSync(new URL("../seed/content-6-help-articles.json", import.meta.url), "utf8"));
const categories = JSON.parse(readFileSync(new URL("../seed/content-5-help-categories.json", import.meta.url), "utf8"));

/** A small deterministic generator (mulberry32). */
function random(seedValue) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const bulkHelpArticlesSql = (count, dialect) => bulkHelpArticleStatements(count, dialect).join("\n") + "\n";

/** The INSERT statements, one per article. */
export function bulkHelpArticleStatements(count, dialect) {
  const words = { en: [], pt: [] };
  for (const row of seed.rows) words[row.locale].push(...`${row.title} ${row.summary} ${row.content}`.toLowerCase().match(/[\p{L}]{3,}/gu));
  const category = { en: categories.rows.find((c) => c.locale === "en").id, pt: categories.rows.find((c) => c.locale === "pt").id };
  const next = random(count);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const text = (value) => `'${value.replace(/'/g, "''")}'`;
  const lines = [];
  for (let i = 0; i < count; i += 1) {
    const locale = i % 2 === 0 ? "en" : "pt";
    const own = Array.from({ length: 3 }, (_, n) => `bulkword${i.toString(36)}x${n}`);
    const sentence = (length) => Array.from({ length }, () => pick(words[locale])).join(" ");
    const title = `${sentence(5)} ${own[0]}`;
    const summary = `${sentence(14)} ${own[1]}`;
    const content = `${sentence(60)}.\n\n1. ${sentence(20)}\n2. ${sentence(20)} ${own[2]}\n\n- ${sentence(15)}\n- ${sentence(15)}`;
    const id = dialect === "postgres" ? `'00000000-0000-4000-9000-${String(i).padStart(12, "0")}'` : text(`bulk-${i}`);
    lines.push(
      `INSERT INTO ${dialect === "postgres" ? "public." : ""}help_articles (id, slug, locale, category_id, title, summary, content, is_popular, is_published, display_order) VALUES (${id}, ${text(`bulk-${i}`)}, '${locale}', ${text(category[locale])}, ${text(title)}, ${text(summary)}, ${text(content)}, ${dialect === "postgres" ? "false" : "0"}, ${dialect === "postgres" ? "true" : "1"}, ${i});`,
    );
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const count = Number(process.argv[2] ?? 10_000);
  const dialect = process.argv[3] === "sqlite" ? "sqlite" : "postgres";
  process.stdout.write(bulkHelpArticlesSql(count, dialect));
}
