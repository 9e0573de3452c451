/**
 * One request's D1 reads sent as one `db.batch` (decision 0054).
 *
 * A page's loaders ask for their rows at once (one round trip, decision 0027), but each port
 * method makes its own binding call: the roadmap item's dialog makes four, the blog's list two.
 * Every binding call is a subrequest with its own JSON in and out, and the binding's own
 * JavaScript runs in the Worker for each. This view of the binding collects the reads asked for
 * in the same turn of the event loop and sends them together; D1 answers a batch with one
 * result per statement, in order, so each read gets exactly the result it would have had alone.
 *
 * Only reads are collected: a statement whose SQL begins with SELECT or WITH and names no
 * INSERT, UPDATE, DELETE or REPLACE, asked with `all()` or `first()`, or a `batch()` of nothing
 * but such statements (a read taken for a write is only sent alone, as before). Writes (`run()`, a batch with any
 * other statement), `raw()` and everything else go to the binding unchanged, when asked.
 * A lone read is sent alone, as before. When a merged batch fails, each read that was in it is
 * sent again on its own, so a failure belongs to the read that caused it (a search's bad
 * pattern does not take the categories beside it down) and nothing else changes.
 *
 * Made per request (app/backend/index.server.ts): a Worker must not settle one request's
 * promise from another request's I/O.
 */
type Read = { statements: D1PreparedStatement[]; resolve: (results: D1Result[]) => void; reject: (error: unknown) => void };

/** SQL that only reads: a SELECT, or a WITH whose statement is one (SQLite also has WITH … INSERT). */
const startsAsRead = /^\s*(SELECT|WITH)\b/i;
const writes = /\b(INSERT|UPDATE|DELETE|REPLACE|UPSERT)\b/i;
const onlyReads = (sql: string) => startsAsRead.test(sql) && !writes.test(sql);

/** A statement made through the batching view: the binding's own, and whether it only reads. */
class BatchedStatement {
  constructor(
    private readonly reads: ReadQueue,
    readonly inner: D1PreparedStatement,
    readonly isRead: boolean,
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new BatchedStatement(this.reads, this.inner.bind(...values), this.isRead) as unknown as D1PreparedStatement;
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    if (!this.isRead) return this.inner.all<T>();
    return this.reads.add([this.inner]).then(([result]) => result as D1Result<T>);
  }

  first<T = unknown>(column?: string): Promise<T | null> {
    if (!this.isRead) return column === undefined ? (this.inner.first() as Promise<T | null>) : this.inner.first<T>(column);
    return this.all<Record<string, unknown>>().then(({ results }) => {
      const row = results[0];
      if (!row) return null;
      if (column === undefined) return row as T;
      // As the binding's own first(column) answers a column the row does not have.
      if (row[column] === undefined) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
      return row[column] as T;
    });
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.inner.run<T>();
  }

  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[]> {
    return (options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>()) as Promise<T[]>;
  }
}

/** The reads waiting for this turn of the event loop to end. */
class ReadQueue {
  private waiting: Read[] = [];

  constructor(private readonly db: D1Database) {}

  add(statements: D1PreparedStatement[]): Promise<D1Result[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ statements, resolve, reject });
      // A timer, not a microtask: loaders that await their translations first still reach
      // their reads before it fires (every read of a page starts in the same turn, decision 0027).
      if (this.waiting.length === 1) setTimeout(() => void this.send(), 0);
    });
  }

  private async send(): Promise<void> {
    const reads = this.waiting;
    this.waiting = [];
    if (reads.length === 1) return this.sendAlone(reads[0]!);
    let results: D1Result[];
    try {
      results = await this.db.batch(reads.flatMap((read) => read.statements));
    } catch {
      await Promise.all(reads.map((read) => this.sendAlone(read)));
      return;
    }
    let next = 0;
    for (const read of reads) {
      read.resolve(results.slice(next, next + read.statements.length));
      next += read.statements.length;
    }
  }

  private async sendAlone({ statements, resolve, reject }: Read): Promise<void> {
    try {
      resolve(statements.length === 1 ? [await statements[0]!.all()] : await this.db.batch(statements));
    } catch (error) {
      reject(error);
    }
  }
}

/** The binding as one request sees it: its reads of a turn sent together, everything else as it was. */
export function batchedReads(db: D1Database): D1Database {
  const reads = new ReadQueue(db);
  const inner = (statement: D1PreparedStatement) => (statement instanceof BatchedStatement ? statement.inner : statement);
  const view = {
    prepare(query: string): D1PreparedStatement {
      return new BatchedStatement(reads, db.prepare(query), onlyReads(query)) as unknown as D1PreparedStatement;
    },
    batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
      const allReads = statements.length > 0 && statements.every((statement) => statement instanceof BatchedStatement && statement.isRead);
      return (allReads ? reads.add(statements.map(inner)) : db.batch(statements.map(inner))) as Promise<D1Result<T>[]>;
    },
    exec: (query: string) => db.exec(query),
    withSession: (constraintOrBookmark?: string) => db.withSession(constraintOrBookmark),
    dump: () => db.dump(),
  };
  return view as unknown as D1Database;
}
