import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import type { $ZodType, output } from "zod/v4/core";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import { enhancedFieldName, redirectFieldName } from "~/lib/forms";
import type { Lang } from "~/lib/i18n";
import type { ToastMessage } from "~/lib/toast";
import { isHoneypotFilled, withinRateLimit, type RateLimitedAction } from "./abuse.server";
import { renderEnhancedReply } from "./enhanced-reply.server";
import { safeRedirectPath } from "./flash.server";
import { readFormBody } from "./form-body.server";
import { translator } from "./i18n.server";

/**
 * The one pipeline of every public form action (DESIGN §6). Cross-origin posts never get
 * here: the edge handler (functions/[[path]].ts) refuses them before Remix runs, so no
 * action checks the origin again. The steps, in order:
 *
 * 1. the body: `readFormBody` (64 KB, two encodings, a thrown 400/413/415), unless the area
 *    read it itself (the resume upload streams its file);
 * 2. the schema (conform's `parseWithZod`) and the area's own `check`s: 400 with the messages
 *    next to the fields and everything typed;
 * 3. the honeypot: a filled one is answered with `pretend`'s success, and nothing is stored;
 * 4. the rate limit, per address and, when the area names one, per email: 429;
 * 5. the area's `perform` (the backend call): its result, a `FormRefusal`, or a throw, which
 *    is a 503;
 * 6. the answer: a post sent in place (`_enhanced=1`, app/enhance/forms.ts and the areas'
 *    *.enhance.ts) gets JSON `{ enhanced }`, the outcome as text in the page's language;
 *    a plain post gets what the area's `plain` makes of it: a 303 with a flash to a safe
 *    path, or the page's data for a dialog that re-renders itself.
 *
 * An area describes only what is its own: schema, limits, the backend call, its messages.
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

/** The reasons the pipeline itself gives. */
export const rateLimitedReason = "rateLimited";
export const failedReason = "failed";

/** How a post ended, for the area to word. `reply` is conform's: errors by field ("" for the form) and what was typed. */
export type FormAnswer<Done> =
  | { ok: true; status: 200; done: Done; reply: SubmissionResult<string[]> }
  | { ok: false; status: number; reason?: string; reply: SubmissionResult<string[]> };

export interface FormPost {
  request: Request;
  context: AppLoadContext;
  formData: FormData;
  /** Sent in place by a browser module: answered with JSON. */
  enhanced: boolean;
  /** Where a plain post goes back to: the form's `redirectTo`, or "/" when it is not a safe same-origin path. */
  returnTo: string;
}

export interface FormSpec<Schema extends $ZodType, Done> {
  /** The language the in-place reply is written in. */
  lang: Lang;
  /** Where the reply's translation keys live. */
  namespace?: Parameters<typeof translator>[1];
  /** What the schema cannot see (a streamed file's own problem); a refusal here is a 400-class answer. */
  check?: (value: output<Schema> | undefined) => FormRefusal | null;
  rateLimit?: {
    action: RateLimitedAction;
    email?: (value: output<Schema>) => string;
    /** For a form that stores nothing: a counter that cannot be read lets the post through. */
    passWhenUnavailable?: boolean;
  };
  perform: (value: output<Schema>) => Promise<Done | FormRefusal>;
  /** What a bot that filled the honeypot is told: the success a real post gets, with nothing stored or sent. */
  pretend: (value: output<Schema>) => Done | Promise<Done>;
  /** Translation keys for the in-place reply. */
  words: {
    field: (name: string, error: string) => string;
    /** Absent when the area words the form's failure itself (in `enhance`). */
    form?: (reason: string) => string;
    /** Said beside the form on success, for forms that say it there. */
    success?: string;
  };
  toast?: (answer: FormAnswer<Done>) => ToastMessage | undefined | Promise<ToastMessage | undefined>;
  /** What else the in-place reply carries (a file's address, the parts of the page to refresh). */
  enhance?: (answer: FormAnswer<Done>) => Partial<EnhancedReply> | Promise<Partial<EnhancedReply>>;
  /** The answer to a plain post. */
  plain: (answer: FormAnswer<Done>, toast: ToastMessage | undefined) => Response | Promise<Response>;
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

/**
 * Runs a form post through the pipeline against `schema`. `spec` is built from the post, so an area can
 * word its answer by what was sent (the newsletter's source, the page it came from).
 */
export async function formAction<Schema extends $ZodType, Done>(
  { request, context, schema, formData: read }: { request: Request; context: AppLoadContext; schema: Schema; formData?: FormData },
  spec: (post: FormPost) => FormSpec<Schema, Done>,
): Promise<Response> {
  const formData = read ?? (await readFormBody(request));
  const post: FormPost = {
    request,
    context,
    formData,
    enhanced: formData.get(enhancedFieldName) === "1",
    returnTo: safeRedirectPath(formData.get(redirectFieldName)),
  };
  const form = spec(post);
  const answer = await run(post, schema, form);
  const toast = await form.toast?.(answer);
  if (!post.enhanced) return form.plain(answer, toast);
  return json({ enhanced: await enhancedReply(form, answer, toast) }, { status: answer.status });
}

async function run<Schema extends $ZodType, Done>(post: FormPost, schema: Schema, form: FormSpec<Schema, Done>): Promise<FormAnswer<Done>> {
  const submission = parseWithZod(post.formData, { schema });
  const value = submission.status === "success" ? submission.value : undefined;
  const checked = form.check?.(value);
  const refused = (refusal: FormRefusal): FormAnswer<Done> => ({
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
  const succeeded = (done: Done): FormAnswer<Done> => ({
    ok: true,
    status: 200,
    done,
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

async function enhancedReply<Schema extends $ZodType, Done>(
  form: FormSpec<Schema, Done>,
  answer: FormAnswer<Done>,
  toast: ToastMessage | undefined,
): Promise<EnhancedReply> {
  const t = await translator(form.lang, form.namespace);
  const fieldErrors = Object.entries(answer.reply.error ?? {}).flatMap(([name, errors]) =>
    name && errors?.[0] ? [[name, form.words.field(name, errors[0])] as const] : [],
  );
  const reason = answer.ok ? undefined : (answer.reason ?? answer.reply.error?.[""]?.[0]);
  return {
    ...renderEnhancedReply(t, {
      toast,
      fieldErrors: fieldErrors.length > 0 ? Object.fromEntries(fieldErrors) : undefined,
      formError: reason && form.words.form ? form.words.form(reason) : undefined,
      formSuccess: answer.ok ? form.words.success : undefined,
      reset: answer.ok,
    }),
    ...(await form.enhance?.(answer)),
  };
}
