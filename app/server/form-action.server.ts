import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import type { $ZodType, output } from "zod/v4/core";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import { enhancedFieldName, intentFieldName, redirectFieldName } from "~/lib/forms";
import type { Lang } from "~/lib/i18n";
import type { Message } from "~/lib/messages";
import type { ToastMessage } from "~/lib/toast";
import { isHoneypotFilled, withinRateLimit, type RateLimitedAction } from "./abuse.server";
import type { LeadOrigin } from "~/leads/contract";
import { leadOriginOf, withCampaignOf } from "./leads/source.server";
import { renderEnhancedReply } from "./enhanced-reply.server";
import { safeRedirectPath } from "./flash.server";
import { readFormBody, refusal } from "./form-body.server";
import { translator } from "./i18n.server";

/**
 * The one pipeline of every public form action (DESIGN §6, docs/conventions.md "A form",
 * docs/decisions/0034-a-forms-path-short.md). Cross-origin posts never get here: the edge
 * handler (functions/fetch.ts) refuses them before Remix runs. The steps, in order:
 *
 * 1. the body: `readFormBody` (64 KB, two encodings, a thrown 400/413/415), unless the area
 *    hands over fields it read itself (the resume upload streams its file);
 * 2. the form: one definition, or the one the post's `intent` names among the route's;
 * 3. the schema (conform's `parseWithZod`) and the area's own `check`: 400 with the
 *    messages next to the fields and everything typed;
 * 4. the honeypot: a filled one is answered with `pretend`'s success, and nothing is stored;
 * 5. the rate limit, per address and, when the area names one, per email: 429;
 * 6. the area's `perform` (the backend call): its result (with headers to send, through
 *    `withHeaders`), a `FormRefusal`, or a throw, which is a 503;
 * 7. the words: every message becomes a translation key once, from the area's `words`
 *    (conform's reply then carries keys, not schema codes), and the toast;
 * 8. the answer: a post sent in place (`_enhanced=1`) gets JSON `{ enhanced }`, those keys
 *    said in the page's language; a plain post gets what the area's `plain` makes of it: a
 *    303 with a flash to the form's `redirectTo`, or the page's data for a dialog that
 *    re-renders itself. The view says the same keys (app/lib/messages.ts).
 *
 * An area describes only what is its own: schema, limits, the backend call, its messages.
 * The view owns its ids: where a plain post lands (`redirectTo`, anchor included) and which
 * parts of the page an in-place post refreshes (`data-refresh` on the form).
 *
 *     export const action = (args: ActionFunctionArgs) =>
 *       formAction(args, { intents: { comment, upvote: vote, like: vote }, otherwise: vote });
 *     const comment = defineForm(commentSchema, (post) => ({ lang, perform, words, plain, … }));
 */

/** A post the area turns down after validation (an item that is gone, a resume that is not one). */
export class FormRefusal {
  constructor(
    readonly status: number,
    /** Why the whole form failed; the area words it. */
    readonly reason?: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {}
}

/** A success with headers for the answer (a cookie the post issued), whichever answer it gets. */
export class FormDone<Done> {
  constructor(
    readonly done: Done,
    readonly headers: HeadersInit,
  ) {}
}

/** What `perform` returns for a success that sends headers: `return withHeaders(outcome, { "Set-Cookie": cookie })`. */
export function withHeaders<Done>(done: Done, headers: HeadersInit): FormDone<Done> {
  return new FormDone(done, headers);
}

/** The reasons the pipeline itself gives. */
export const rateLimitedReason = "rateLimited";
export const failedReason = "failed";

/**
 * How a post ended, for the area to word. `reply` is conform's: what was typed, and once
 * worded (in `toast`, `enhance` and `plain`) the message keys by field ("" for the form);
 * `message` is the form's own message (with its values), `codes` the schema's codes by field.
 */
export type FormAnswer<Done> =
  | { ok: true; status: 200; done: Done; reply: SubmissionResult<string[]>; headers?: HeadersInit; message?: Message }
  | {
      ok: false;
      status: number;
      reason?: string;
      reply: SubmissionResult<string[]>;
      codes: Record<string, string[]>;
      message?: Message;
    };

export interface FormPost {
  request: Request;
  context: AppLoadContext;
  formData: FormData;
  /** The post's `intent` field (the button or hidden field that says what it does), or null. */
  intent: string | null;
  /** Sent in place by a browser module: answered with JSON. */
  enhanced: boolean;
  /** The form's `redirectTo` (its anchor too) when it is a safe same-origin path, else null. */
  redirectTo: string | null;
  /**
   * Where a plain post goes back to: `redirectTo`, or "/"; with the campaign parameters of the
   * page the post came from when it goes back to that page (decision 0050).
   */
  returnTo: string;
  /** Where the post came from: its page, and the campaign or other site that page was opened from (decision 0050). */
  from: LeadOrigin;
}

export interface FormSpec<Schema extends $ZodType, Done> {
  /** The language the in-place reply is written in. */
  lang: Lang;
  /** Where the message keys live (the view's namespace); other namespaces by prefix (`common:…`). */
  namespace?: Parameters<typeof translator>[1];
  /** What the schema cannot see (a streamed file's own problem); a refusal here is a 400-class answer. */
  check?: (value: output<Schema> | undefined) => FormRefusal | null;
  rateLimit?: {
    action: RateLimitedAction;
    email?: (value: output<Schema>) => string;
    /** For a form that stores nothing: a counter that cannot be read lets the post through. */
    passWhenUnavailable?: boolean;
  };
  perform: (value: output<Schema>) => Promise<Done | FormDone<Done> | FormRefusal>;
  /** What a bot that filled the honeypot is told: the success a real post gets, with nothing stored or sent. */
  pretend: (value: output<Schema>) => Done | Promise<Done>;
  /** The message keys: decided here once, said by the in-place reply and by the view alike. */
  words: {
    /** The key of a field's schema code. */
    field: (name: string, code: string) => string;
    /** The form's message for a refusal's reason (absent: the form says nothing beside itself). */
    form?: (reason: string) => Message | undefined;
    /** Said beside the form on success, for forms that say it there. */
    success?: string;
  };
  toast?: (answer: FormAnswer<Done>) => ToastMessage | undefined | Promise<ToastMessage | undefined>;
  /** What else the in-place reply carries (a file's address, that the page's parts are to be refreshed). */
  enhance?: (answer: FormAnswer<Done>) => Partial<EnhancedReply> | Promise<Partial<EnhancedReply>>;
  /** The answer to a plain post. */
  plain: (answer: FormAnswer<Done>, toast: ToastMessage | undefined) => Response | Promise<Response>;
}

/** One form of a route: its schema and its spec, built from the post. */
export interface FormDefinition {
  answer(post: FormPost): Promise<Response>;
}

/**
 * A form's definition. `spec` is built from the post, so an area can word its answer by
 * what was sent (the newsletter's source, the vote's intent).
 */
export function defineForm<Schema extends $ZodType, Done>(
  schema: Schema,
  spec: (post: FormPost) => FormSpec<Schema, Done>,
): FormDefinition {
  return {
    async answer(post) {
      const form = spec(post);
      const answer = worded(await run(post, schema, form), form);
      const toast = await form.toast?.(answer);
      const response = post.enhanced
        ? json({ enhanced: await enhancedReply(form, answer, toast) }, { status: answer.status })
        : await form.plain(answer, toast);
      if (answer.ok && answer.headers) for (const [name, value] of new Headers(answer.headers)) response.headers.append(name, value);
      return response;
    },
  };
}

/** A route's forms by the `intent` they post; `otherwise` answers a post without a known one (none: a 400). */
export interface FormIntents {
  intents: Record<string, FormDefinition>;
  otherwise?: FormDefinition;
}

interface FormArgs {
  request: Request;
  context: AppLoadContext;
  /** Fields the area read itself (the resume upload's streaming reader); otherwise the pipeline reads the body. */
  formData?: FormData;
}

/**
 * Runs a form post through the pipeline: a route's action hands it the request and its
 * form (`defineForm`), or its forms by intent. The short form `formAction({ request,
 * context, schema }, spec)` is one form.
 */
export async function formAction(args: FormArgs, forms: FormDefinition | FormIntents): Promise<Response>;
export async function formAction<Schema extends $ZodType, Done>(
  args: FormArgs & { schema: Schema },
  spec: (post: FormPost) => FormSpec<Schema, Done>,
): Promise<Response>;
export async function formAction(
  args: FormArgs & { schema?: $ZodType },
  forms: FormDefinition | FormIntents | ((post: FormPost) => FormSpec<$ZodType, unknown>),
): Promise<Response> {
  const { request, context } = args;
  const formData = args.formData ?? (await readFormBody(request));
  const intent = formData.get(intentFieldName);
  const from = leadOriginOf(request, formData, context.origin);
  const post: FormPost = {
    request,
    context,
    formData,
    intent: typeof intent === "string" ? intent : null,
    enhanced: formData.get(enhancedFieldName) === "1",
    redirectTo: safeRedirectPath(formData.get(redirectFieldName), "") || null,
    returnTo: withCampaignOf(safeRedirectPath(formData.get(redirectFieldName)), from, request),
    from,
  };
  if (typeof forms === "function") return defineForm(args.schema!, forms).answer(post);
  if ("answer" in forms) return forms.answer(post);
  const form = (post.intent !== null && Object.hasOwn(forms.intents, post.intent) ? forms.intents[post.intent] : undefined) ?? forms.otherwise;
  // A post no form of this route sends: refused like any body that cannot be read.
  if (!form) throw refusal("unreadable");
  return form.answer(post);
}

type RunAnswer<Done> =
  | { ok: true; status: 200; done: Done; reply: SubmissionResult<string[]>; headers?: HeadersInit }
  | { ok: false; status: number; reason?: string; reply: SubmissionResult<string[]> };

async function run<Schema extends $ZodType, Done>(post: FormPost, schema: Schema, form: FormSpec<Schema, Done>): Promise<RunAnswer<Done>> {
  const submission = parseWithZod(post.formData, { schema });
  const value = submission.status === "success" ? submission.value : undefined;
  const checked = form.check?.(value);
  const refused = (refusal: FormRefusal): RunAnswer<Done> => ({
    ok: false,
    status: refusal.status,
    reason: refusal.reason,
    reply: submission.reply({
      ...(refusal.fieldErrors ? { fieldErrors: refusal.fieldErrors } : {}),
      ...(refusal.reason ? { formErrors: [refusal.reason] } : {}),
    }),
  });
  if (checked) return refused(checked);
  if (submission.status !== "success") return { ok: false, status: 400, reply: submission.reply() };
  const { value: valid } = submission;
  const succeeded = (done: Done | FormDone<Done>): RunAnswer<Done> => ({
    ok: true,
    status: 200,
    ...(done instanceof FormDone ? { done: done.done, headers: done.headers } : { done }),
    // The status tells a form that says "received" beside itself; resetForm clears what was typed.
    reply: { ...submission.reply({ resetForm: true }), status: "success" },
  });

  try {
    if (isHoneypotFilled(post.formData)) return succeeded(await form.pretend(valid));
    if (form.rateLimit && !(await allowed(post, form.rateLimit, valid))) return refused(new FormRefusal(429, rateLimitedReason));
    const done = await form.perform(valid);
    return done instanceof FormRefusal ? refused(done) : succeeded(done);
  } catch (error) {
    console.error(`${form.rateLimit?.action ?? "form"} post failed`, error);
    return refused(new FormRefusal(503, failedReason));
  }
}

async function allowed<Schema extends $ZodType, Done>(
  { request, context }: FormPost,
  limit: NonNullable<FormSpec<Schema, Done>["rateLimit"]>,
  value: output<Schema>,
): Promise<boolean> {
  try {
    return await withinRateLimit(request, context, limit.action, { email: limit.email?.(value) });
  } catch (error) {
    if (!limit.passWhenUnavailable) throw error;
    console.error(`${limit.action} rate limit unavailable`, error);
    return true;
  }
}

const keyOf = (message: Message) => (typeof message === "string" ? message : message.key);

/**
 * Step 7: the answer with its messages as keys, decided once. Each refused field keeps its
 * first code's key (the view shows one message a field); the form's message is the
 * refusal's reason in the area's words (conform's "" entry gets its key, for the views
 * that read the reply from the flash).
 */
function worded<Schema extends $ZodType, Done>(answer: RunAnswer<Done>, form: FormSpec<Schema, Done>): FormAnswer<Done> {
  if (answer.ok) return { ...answer, message: form.words.success };
  const codes: Record<string, string[]> = {};
  const error: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(answer.reply.error ?? {})) {
    if (!name || !list?.[0]) continue;
    codes[name] = list;
    // A code that names its namespace (a shared field's, `common:…`) is its own message key.
    error[name] = [list[0].includes(":") ? list[0] : form.words.field(name, list[0])];
  }
  const reason = answer.reason ?? answer.reply.error?.[""]?.[0];
  const message = reason && form.words.form ? form.words.form(reason) : undefined;
  if (message) error[""] = [keyOf(message)];
  return { ...answer, codes, message, reply: { ...answer.reply, error } };
}

async function enhancedReply<Schema extends $ZodType, Done>(
  form: FormSpec<Schema, Done>,
  answer: FormAnswer<Done>,
  toast: ToastMessage | undefined,
): Promise<EnhancedReply> {
  const t = await translator(form.lang, form.namespace);
  const fieldErrors = Object.entries(answer.reply.error ?? {}).flatMap(([name, keys]) => (name && keys?.[0] ? [[name, keys[0]] as const] : []));
  return {
    ...renderEnhancedReply(t, {
      toast,
      fieldErrors: fieldErrors.length > 0 ? Object.fromEntries(fieldErrors) : undefined,
      formError: answer.ok ? undefined : answer.message,
      formSuccess: answer.ok ? answer.message : undefined,
      reset: answer.ok,
    }),
    ...(await form.enhance?.(answer)),
  };
}

/**
 * The toast of a form with one for its success and one for its failures (the rate limit's
 * with its own description); refused fields get none, their messages are beside them.
 */
export function outcomeToast(
  answer: FormAnswer<unknown>,
  toasts: { success: ToastMessage; failed: ToastMessage; rateLimitedText: string },
): ToastMessage | undefined {
  if (answer.ok) return toasts.success;
  if (answer.reason === rateLimitedReason) return { ...toasts.failed, description: toasts.rateLimitedText };
  return answer.reason ? toasts.failed : undefined;
}
