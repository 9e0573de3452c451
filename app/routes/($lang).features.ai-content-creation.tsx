import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AiContentCreationPage } from "~/features/marketing/features/AiContentCreationPage";
import type { AiDemoState } from "~/features/marketing/features/AiDemo";
import { parseContentType } from "~/features/marketing/features/ai-demo";
import { aiDemoSchema } from "~/features/marketing/features/ai-demo-schema";
import { featurePageCopy } from "~/features/marketing/loaders.server";
import type { RouteHandle } from "~/lib/i18n-routes";
import { marketingMeta } from "~/features/marketing/meta";
import { withinRateLimit } from "~/server/abuse.server";
import { readFormBody } from "~/server/form-body.server";
import { requireLang } from "~/server/lang.server";

// No React on a first visit (decision 0013): the demo plays from app/enhance/ai-demo.ts.
export const handle = { enhance: ["ai-demo"] } satisfies RouteHandle;

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
 * The demo without JavaScript: Generate and Post to Instagram are posts, answered with
 * the page showing the canned text (or the prompt's error). Nothing is stored or sent.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  requireLang(params);
  const formData = await readFormBody(request);
  const submission = parseWithZod(formData, { schema: aiDemoSchema });
  const contentType = parseContentType(formData.get("contentType"));
  const typed = formData.get("prompt");
  const prompt = typeof typed === "string" ? typed.slice(0, 2000) : "";
  const answer = (status: number, demo: Partial<AiDemoState>) =>
    json({ demo: { contentType, prompt, generated: false, posted: false, error: null, ...demo } satisfies AiDemoState }, { status });

  if (submission.status !== "success") {
    const first = submission.error?.prompt?.[0];
    return answer(400, { error: first === "promptTooLong" ? "promptTooLong" : "promptRequired" });
  }
  if (!(await demoAllowed(request, context))) return answer(429, { error: "rateLimited" });
  return answer(200, { generated: true, posted: submission.value.intent === "post" });
}

/** The demo stores nothing, so if the rate-limit counter itself fails it still answers. */
async function demoAllowed(request: Request, context: ActionFunctionArgs["context"]) {
  try {
    return await withinRateLimit(request, context, "aiDemo");
  } catch (error) {
    console.error("AI demo rate limit unavailable", error);
    return true;
  }
}

/** /features/ai-content-creation (spec 2 §2.16, §2.17). */
export default function AiContentCreationRoute() {
  const { page, layout, demo } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <AiContentCreationPage page={page} layout={layout} demo={posted?.demo ?? demo} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  marketingMeta(data?.meta, { location, matches });
