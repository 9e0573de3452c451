import { leadEventData, linkFields, type LeadEventType, type LeadPayload } from "~/leads/contract";

/**
 * A lead's row and its event from the payload its builder made (app/leads/payloads.ts, decision
 * 0058), for one `batch()` (one transaction: both rows or neither). The columns are the payload's
 * fields, so a new field of the contract needs its column in a migration and nothing here.
 */

/** The columns of a lead's row and their values, in one order. */
export interface LeadRow {
  columns: string[];
  values: unknown[];
}

const columnName = /^[a-z_][a-z0-9_]*$/;

/** As D1 stores a JSON value: an object as JSON text (`page`, `source`), a boolean as 0 or 1. */
function stored(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  return typeof value === "object" ? JSON.stringify(value) : value;
}

/**
 * The row of a lead of `type`: every field of its payload is a column, but the links the site made
 * (`link` fields: the event's alone) and the fields in `except` (those the write stores under other
 * names); `own` adds the columns the database writes (the id, the time, the visitor's key).
 */
export function leadRow<T extends LeadEventType>(type: T, payload: LeadPayload<T>, own: Record<string, unknown>, except: readonly string[] = []): LeadRow {
  const skipped = new Set([...linkFields(type), ...except]);
  const fields = Object.entries(payload as Record<string, unknown>).filter(([field]) => !skipped.has(field));
  const entries = [...fields, ...Object.entries(own)];
  for (const [column] of entries) if (!columnName.test(column)) throw new Error(`not a column name: ${column}`);
  return { columns: entries.map(([column]) => column), values: entries.map(([, value]) => stored(value)) };
}

export interface LeadInsert {
  /** Written only when this holds (an SQL condition with its own `?` parameters): the lead's item or article exists. */
  where?: { sql: string; params: unknown[] };
  /** An upsert: on a conflict over `on`, the row's columns but `on` and `keep` take the new values, then `set`. */
  conflict?: { on: readonly string[]; keep?: readonly string[]; set?: string };
  returning?: string;
}

/** The INSERT of a lead's row (with `where`, nothing when it does not hold; with `conflict`, an upsert). */
export function insertLeadRow(db: D1Database, table: string, row: LeadRow, options: LeadInsert = {}): D1PreparedStatement {
  const slots = row.columns.map(() => "?").join(", ");
  const values = options.where ? `SELECT ${slots} WHERE EXISTS (${options.where.sql})` : `VALUES (${slots})`;
  let sql = `INSERT INTO ${table} (${row.columns.join(", ")}) ${values}`;
  if (options.conflict) {
    const { on, keep = [], set } = options.conflict;
    const updated = row.columns.filter((column) => !on.includes(column) && !keep.includes(column)).map((column) => `${column} = excluded.${column}`);
    sql += ` ON CONFLICT (${on.join(", ")}) DO UPDATE SET ${[...updated, ...(set ? [set] : [])].join(", ")}`;
  }
  if (options.returning) sql += ` RETURNING ${options.returning}`;
  return db.prepare(sql).bind(...row.values, ...(options.where?.params ?? []));
}

/**
 * The statement that records a lead's event: its payload with the id and the time in the fields
 * the contract marks (`leadEventData`), due at once. `exists` is an SQL condition, with its own
 * `?` parameters, that holds exactly when the lead row was written (e.g. "SELECT 1 FROM
 * download_leads WHERE id = ?"), so a lead that was not stored has no event.
 */
export function leadEventStatement<T extends LeadEventType>(
  db: D1Database,
  event: { type: T; payload: LeadPayload<T>; id?: string; at: string; exists?: { sql: string; params: unknown[] } },
): D1PreparedStatement {
  const where = event.exists ? ` WHERE EXISTS (${event.exists.sql})` : "";
  const data = leadEventData(event.type, event.payload, { id: event.id, at: event.at });
  return db
    .prepare(
      `INSERT INTO lead_events (id, type, data, created_at, next_attempt_at)
       SELECT ?, ?, ?, ?, ?${where}`,
    )
    .bind(crypto.randomUUID(), event.type, JSON.stringify(data), event.at, event.at, ...(event.exists?.params ?? []));
}
