import { BackendError, type Backend } from "./types";

/**
 * Deadlines for every backend call (issue 18 item 3, docs/decisions/0024-backend-deadlines.md).
 *
 * A backend that accepts connections and never answers must cost a visitor seconds at
 * most, on both adapters. Each call of the port races a deadline; the request as a whole has
 * one budget, so a page that chains calls still answers within about two seconds; and once a
 * call of a request has failed for lack of time, the request's later calls fail at once (the
 * backend has just shown it is not answering). Nothing here retries.
 *
 * The wrapper is made per request: it also records whether a read failed, which is how the
 * edge knows a page could not read its data (never stored, answered 503; decision 0025), and
 * whether a write stored what a visitor sent, which is how it knows a post was accepted and
 * lead delivery may start (decision 0059).
 */
export const callDeadlineMs = 1500;
/** All the backend calls of one request, counted from the request's first call. */
export const requestBudgetMs = 1800;
/** Storing a resume sends up to 5 MB: it gets longer (its own upload went to us first). */
export const uploadDeadlineMs = 10_000;

/** A CSV export reads one chunk per call while the file streams out: each gets the long deadline, outside the budget (decision 0505). */
const slowCalls = new Set<string>(["storeResume", "listStudioLeadsForExport", "listStudioSubscribersForExport"]);

/** Port methods that read: their failure means the page lacks data it needed. */
export function isReadMethod(name: string): boolean {
  return /^(list|get|search|open)/.test(name) || name === "roadmapVotesOf";
}

/**
 * Port methods that write the site's own books rather than what a visitor sent: the rate limit's
 * counter (every post, refused ones too), lead delivery's claims and outcomes, the content version.
 */
const bookkeeping = new Set<string>(["hitRateLimit", "claimDueLeadEvents", "recordLeadDelivery", "probeLeadReceiver", "readContentVersion"]);

/** Port methods whose success means the request stored something a visitor sent (a lead, a vote, a file). */
export function isVisitorWrite(name: string): boolean {
  return !isReadMethod(name) && !bookkeeping.has(name);
}

export class BackendTimeoutError extends BackendError {
  constructor(what: string, ms: number) {
    super(`backend ${what} gave no answer within ${ms} ms`);
    this.name = "BackendTimeoutError";
  }
}

export interface GuardedBackend {
  backend: Backend;
  /** True once a read of this request failed (an error or no answer in time). */
  readFailed(): boolean;
  /** True once a write of this request stored what a visitor sent (isVisitorWrite) and answered. */
  stored(): boolean;
}

export interface GuardOptions {
  callMs?: number;
  budgetMs?: number;
  now?: () => number;
}

/** Settles like `work`, or rejects with a BackendTimeoutError after `ms`. */
export function withDeadline<T>(what: string, ms: number, work: () => Promise<T>): Promise<T> {
  if (ms <= 0) return Promise.reject(new BackendTimeoutError(what, 0));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BackendTimeoutError(what, ms)), ms);
  });
  let running: Promise<T>;
  try {
    running = Promise.resolve(work());
  } catch (error) {
    running = Promise.reject(error);
  }
  // A call that loses the race may still fail later: that rejection is already accounted for.
  running.catch(() => undefined);
  return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
}

/** The backend for one request: every method under a deadline, reads' failures recorded. */
export function guardBackend(shared: Backend, options: GuardOptions = {}): GuardedBackend {
  const callMs = options.callMs ?? callDeadlineMs;
  const budgetMs = options.budgetMs ?? requestBudgetMs;
  const now = options.now ?? Date.now;
  let budgetEnds: number | null = null;
  let timedOut = false;
  let readFailed = false;
  let stored = false;

  // A proxy, not a copy of the methods: the Supabase adapter is itself a proxy that loads
  // its module on the first call (decision 0020), so it has no own methods to list.
  const wrapped = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const guard = (name: string, method: (...a: unknown[]) => Promise<unknown>) => {
    const slow = slowCalls.has(name);
    const visitorWrite = isVisitorWrite(name);
    return async (...args: unknown[]) => {
      const started = now();
      budgetEnds ??= started + budgetMs;
      const ms = slow ? uploadDeadlineMs : timedOut ? 0 : Math.min(callMs, budgetEnds - started);
      try {
        const result = await withDeadline(name, ms, () => method.apply(shared, args));
        if (visitorWrite) stored = true;
        return result;
      } catch (error) {
        if (error instanceof BackendTimeoutError) timedOut = true;
        if (isReadMethod(name)) readFailed = true;
        throw error;
      } finally {
        // An upload's own time is not taken from the calls that follow it (the application
        // it belongs to, or the clean-up of its file).
        if (slow) budgetEnds += now() - started;
      }
    };
  };
  const guarded = new Proxy(shared, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof property !== "string" || typeof value !== "function") return value;
      let method = wrapped.get(property);
      if (!method) {
        method = guard(property, value as (...a: unknown[]) => Promise<unknown>);
        wrapped.set(property, method);
      }
      return method;
    },
  });
  return { backend: guarded, readFailed: () => readFailed, stored: () => stored };
}

/**
 * The fetch given to the Supabase clients: each request is aborted after `ms`, and no failure
 * is left for postgrest-js to retry. Its retries are on by default for GET and HEAD (up to 3
 * more attempts after 1, 2 and 4 s, on a network error or a 503/520); the adapter turns them
 * off (decision 0038), and postgrest-js rethrows an error named AbortError at once, so every
 * failure leaves here under that name whatever the client's setting.
 */
export function deadlineFetch(base: typeof fetch, ms = callDeadlineMs, uploadMs = uploadDeadlineMs): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const href = input instanceof Request ? input.url : String(input);
    const upload = method !== "GET" && method !== "HEAD" && href.includes("/storage/v1/object/");
    const limit = upload ? uploadMs : ms;
    const timeout = AbortSignal.timeout(limit);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await base(input, { ...init, signal });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw abortError(timeout.aborted ? `gave no answer within ${limit} ms` : `request failed: ${reason}`, error);
    }
    if (response.status === 503 || response.status === 520) {
      await response.body?.cancel();
      throw abortError(`answered ${response.status}`, null);
    }
    return response;
  };
}

function abortError(message: string, cause: unknown): Error {
  const error = new Error(`Supabase ${message}`, { cause });
  error.name = "AbortError";
  return error;
}
