import { json, type ActionFunctionArgs, type TypedResponse, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AiContentCreationPage } from "~/features/marketing/features/AiContentCreationPage";
import type { AiDemoState } from "~/features/marketing/features/AiDemo";
import { aiDemoContentTypes, parseContentType } from "~/features/marketing/features/ai-demo";
import { aiDemoSchema } from "~/features/marketing/features/ai-demo-schema";
import { featurePageCopy } from "~/features/marketing/loaders.server";
import type { RouteHandle } from "~/lib/route-handle";
import { marketingMeta } from "~/features/marketing/meta";
import { formAction } from "~/server/form-action.server";
import { requireLang } from "~/server/lang.server";

// No React on a first visit (decision 0013): the demo plays from app/features/marketing/features/ai-demo.enhance.ts.
export const handle = {
  page: {
    cache: "marketing",
    query: { type: aiDemoContentTypes },
    sitemap: "listed",
    bench: { name: "Feature: ai-content-creation", budget: "light" },
  },
  enhance: ["ai-demo"],
} satisfies RouteHandle;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const copy = await featurePageCopy(params, "ai-content-creation");
  const demo: AiDemoState = {
    contentType: parseContentType(new URL(request.url).searchParams.get("type")),
    prompt: null,
    generated: false,
    posted: false,
    error: null,
  };
  return json({ ...copy, demo });
}

/**
 * The demo without JavaScript, through the shared form pipeline
 * (app/server/form-action.server.ts): Generate and Post to Instagram are posts, answered
 * with the page showing the canned text (or the prompt's error). Nothing is stored or
 * sent, so a rate-limit counter that cannot be read lets the demo answer.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const lang = requireLang(params);
  // The page renders the plain answer's `demo`; the demo's form is never sent in place.
  const answer: Promise<TypedResponse<{ demo: AiDemoState }>> = formAction({ request, context, schema: aiDemoSchema }, ({ formData }) => {
    const contentType = parseContentType(formData.get("contentType"));
    const typed = formData.get("prompt");
    const prompt = typeof typed === "string" ? typed.slice(0, 2000) : "";
    const errors = "pages.ai-content-creation.demo.errors";
    return {
      lang,
      namespace: "featurePages",
      rateLimit: { action: "aiDemo", passWhenUnavailable: true },
      pretend: (value) => ({ generated: true, posted: value.intent === "post" }),
      perform: async (value) => ({ generated: true, posted: value.intent === "post" }),
      words: {
        field: (_name, code) => `${errors}.${code}`,
        form: () => "common:abuse.rateLimitedText",
      },
      plain: (answer) => {
        const demo: AiDemoState = { contentType, prompt, generated: false, posted: false, error: null };
        if (answer.ok) return json({ demo: { ...demo, ...answer.done } }, { status: 200 });
        const first = answer.codes.prompt?.[0];
        const error = answer.status === 429 ? "rateLimited" : first === "promptTooLong" ? "promptTooLong" : "promptRequired";
        return json({ demo: { ...demo, error } satisfies AiDemoState }, { status: answer.status });
      },
    };
  });
  return answer;
}

/** /features/ai-content-creation (spec 2 §2.16, §2.17). */
export default function AiContentCreationRoute() {
  const { page, layout, demo } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <AiContentCreationPage page={page} layout={layout} demo={posted?.demo ?? demo} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  marketingMeta(data?.meta, { location, matches });
