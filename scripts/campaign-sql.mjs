// The SQL of `npm run campaigns` (scripts/campaign-report.mjs; decision 0050), without Node's
// modules, so the Workers tests run the leads query on D1 itself.

const leadTables = ["audit_requests", "support_requests", "job_applications", "download_leads", "newsletter_subscribers"];
const leadTime = {
  audit_requests: "created_at",
  support_requests: "created_at",
  job_applications: "submitted_at",
  download_leads: "downloaded_at",
  newsletter_subscribers: "subscribed_at",
};

export const nextDay = (value) => new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The Analytics Engine query: visits per source, medium and campaign, sampling accounted for. */
export function visitsSql({ dataset, from, to }) {
  if (!/^[a-z0-9_]+$/.test(dataset)) throw new Error(`--dataset must be a dataset name (letters, digits, _), not ${JSON.stringify(dataset)}`);
  return `SELECT blob1 AS utm_source, blob2 AS utm_medium, blob3 AS utm_campaign, SUM(_sample_interval) AS visits
FROM ${dataset}
WHERE timestamp >= toDateTime('${from} 00:00:00') AND timestamp < toDateTime('${nextDay(to)} 00:00:00')
GROUP BY utm_source, utm_medium, utm_campaign
ORDER BY visits DESC
FORMAT JSON`;
}

/** The leads query, for D1 (SQLite's json_extract) or Postgres (jsonb's ->>). */
export function leadsSql({ from, to, dialect }) {
  for (const value of [from, to]) if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`not a day: ${JSON.stringify(value)}`);
  const field = (name) => (dialect === "postgres" ? `coalesce(source->>'${name}', '')` : `coalesce(json_extract(source, '$.${name}'), '')`);
  const parts = leadTables.map(
    (table) => `SELECT '${table}' AS kind, ${field("utm_source")} AS utm_source, ${field("utm_medium")} AS utm_medium, ${field("utm_campaign")} AS utm_campaign
  FROM ${table} WHERE ${leadTime[table]} >= '${from}' AND ${leadTime[table]} < '${nextDay(to)}'`,
  );
  return `SELECT utm_source, utm_medium, utm_campaign, kind, count(*) AS leads FROM (
${parts.join("\nUNION ALL\n")}
) AS leads GROUP BY utm_source, utm_medium, utm_campaign, kind ORDER BY leads DESC, kind, utm_source, utm_medium, utm_campaign`;
}

