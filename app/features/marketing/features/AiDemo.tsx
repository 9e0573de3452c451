import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { aiDemoContentTypes, aiDemoPromptMaxLength, type AiDemoContentType } from "~/features/marketing/features/ai-demo";
import type { FeaturePageCopy } from "~/features/marketing/copy";
import { Icon } from "../Icons";
import { AiDemoHooks as hooks } from "./ai-demo.hooks";
import { hook } from "~/components/ui/hook";
import { FormHooks } from "~/components/ui/form.hooks";

type DemoCopy = FeaturePageCopy<"ai-content-creation">["demo"];

/** What the server says the demo shows (a plain post, or the first load). */
export interface AiDemoState {
  contentType: AiDemoContentType;
  prompt: string | null;
  generated: boolean;
  posted: boolean;
  error: "promptRequired" | "promptTooLong" | "rateLimited" | null;
}

export const aiDemoAnchor = "try-it";

/**
 * 'Try It Yourself' (spec 2 §2.17, §4, §5): a simulation. Choosing a content type fills in
 * its sample prompt; Generate waits about 1.5 s and shows canned text; Post to Instagram
 * says it worked and throws 5 s of confetti. Without JavaScript the type is a link, and
 * Generate and Post are posts the page answers with the same text. With JavaScript,
 * ai-demo.enhance.ts plays the demo in place from the data
 * attributes and the `<template>` rendered here.
 */
export function AiDemo({ copy, state }: { copy: DemoCopy; state: AiDemoState }) {
  const { t } = useTranslation();
  const { contentType, error } = state;
  const errorText = error === "rateLimited" ? t("abuse.rateLimitedText") : error ? copy.errors[error] : null;

  return (
    <div className="grid gap-8 lg:grid-cols-2" data-module={hooks.module}>
      <Form method="post" {...hook(hooks.form)} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <input type="hidden" name="contentType" value={contentType} />
        <p id="content-type-label" className="text-sm font-semibold text-slate-900">
          {copy.contentTypeLabel}
        </p>
        <ul aria-labelledby="content-type-label" className="mt-2 flex flex-wrap gap-2">
          {aiDemoContentTypes.map((type) => (
            <li key={type}>
              <a
                href={`?type=${type}#${aiDemoAnchor}`}
                aria-current={type === contentType ? "true" : undefined}
                {...hook(hooks.contentType, type)}
                {...hook(hooks.prompt, copy.types[type].prompt)}
                {...hook(hooks.result, copy.types[type].result)}
                className="inline-flex rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-teal-700 aria-[current=true]:border-teal-700 aria-[current=true]:bg-teal-700 aria-[current=true]:text-white"
              >
                {copy.types[type].label}
              </a>
            </li>
          ))}
        </ul>
        <label htmlFor="ai-demo-prompt" className="mt-6 block text-sm font-semibold text-slate-900">
          {copy.promptLabel}
        </label>
        <textarea
          id="ai-demo-prompt"
          name="prompt"
          rows={5}
          maxLength={aiDemoPromptMaxLength}
          defaultValue={state.prompt ?? copy.types[contentType].prompt}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? "ai-demo-prompt-error" : undefined}
          className="mt-2 w-full rounded-md border border-slate-400 px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-600"
        />
        <p
          id="ai-demo-prompt-error"
          hidden={!errorText}
          {...hook(hooks.promptRequired, copy.errors.promptRequired)}
          {...hook(hooks.promptTooLong, copy.errors.promptTooLong)}
          className="mt-1 text-sm font-medium text-red-700"
        >
          {errorText}
        </p>
        <button
          type="submit"
          name="intent"
          value="generate"
          {...hook(FormHooks.busyLabel, copy.generating)}
          className={`${buttonClass("primary", "md")} mt-4 w-full`}
        >
          <Icon name="sparkles" className="h-5 w-5" />
          <span {...hook(hooks.label)}>{copy.generate}</span>
        </button>
        {/* Present but hidden until there is a post, so the module can show it without markup of its own. */}
        <div hidden={!state.generated} {...hook(hooks.post)}>
          <button
            type="submit"
            name="intent"
            value="post"
            {...hook(hooks.postedTitle, copy.posted.title)}
            {...hook(hooks.postedText, copy.posted.text)}
            className={`${buttonClass("dark", "md")} mt-3 w-full`}
          >
            {copy.postToInstagram}
          </button>
        </div>
      </Form>
      <div aria-live="polite" className="rounded-2xl bg-slate-900 p-6 text-white" {...hook(hooks.output)}>
        <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-teal-200">
          <Icon name="sparkles" className="h-5 w-5" />
          {copy.resultTitle}
        </h3>
        {state.generated ? <DemoResult text={copy.types[contentType].result} /> : <DemoPlaceholder text={copy.placeholder} />}
        {state.posted && state.generated ? (
          <div className="mt-6 rounded-lg bg-teal-800 p-4" {...hook(hooks.posted)}>
            <p className="font-semibold">{copy.posted.title}</p>
            <p className="mt-1 text-sm text-teal-50">{copy.posted.text}</p>
          </div>
        ) : null}
      </div>
      <template {...hook(hooks.states)}>
        <DemoGenerating />
        <DemoResult text="" />
        <DemoPlaceholder text={copy.placeholder} />
      </template>
    </div>
  );
}

// The three states of the output panel; ai-demo.enhance.ts swaps in copies of them
// from the template (the one shown is the panel's element after its heading).
function DemoGenerating() {
  return (
    <div className="mt-4 space-y-3" aria-hidden="true" {...hook(hooks.generating)}>
      <span className="block h-4 w-11/12 animate-pulse rounded bg-slate-700" />
      <span className="block h-4 w-10/12 animate-pulse rounded bg-slate-700" />
      <span className="block h-4 w-8/12 animate-pulse rounded bg-slate-700" />
    </div>
  );
}

function DemoResult({ text }: { text: string }) {
  return (
    <p className="mt-4 whitespace-pre-line text-lg leading-relaxed" {...hook(hooks.resultState)}>
      {text}
    </p>
  );
}

function DemoPlaceholder({ text }: { text: string }) {
  return (
    <p className="mt-4 text-slate-300" {...hook(hooks.placeholder)}>
      {text}
    </p>
  );
}
