import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { ApplicationForm } from "~/features/engagement/careers/ApplicationForm";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { useLang } from "~/components/ui/links";
import { localizePath } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { viewAlternates } from "~/lib/alternates";
import { requireCareersJob, submitApplication, type ApplyActionData } from "~/features/engagement/careers/careers.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { cacheControl } from "~/lib/cache-control";

// The dialog and the form's in-place upload come from app/enhance/ (decision 0014).
// The blank form is the same for every visitor, so the edge cache keeps it as it keeps the job's
// page (DESIGN §9, decision 0311); only the reply to a post is one visitor's.
export const handle = {
  page: { cache: "content", sitemap: false, bench: { name: "Application dialog", budget: "any", from: "/careers" } },
  enhance: ["dialog", "careers"],
} satisfies RouteHandle;

/** The application dialog for one job (`/careers/apply/{jobId}`, DESIGN §5.3). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const job = await requireCareersJob(context, lang, params.jobId);
  const t = await translator(lang, "careers");
  return json({
    job: { id: job.id, title: job.title, department: job.department, location: job.location, type: job.type },
    meta: { title: t("meta.applyTitle", { title: job.title }), description: job.description.slice(0, 160) },
    // The job's own page is the one indexed and in the sitemap (decision 0062).
    alternates: viewAlternates(`/careers/apply/${job.id}`, `/careers/${job.id}`, lang),
  });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const job = await requireCareersJob(context, lang, params.jobId);
  const reply = await submitApplication({ request, context, lang, job });
  // What one visitor typed (or their toast): kept by no cache, the browser's included.
  reply.headers.set("Cache-Control", cacheControl.personal);
  return reply;
}

export default function ApplyDialog() {
  const { job } = useLoaderData<typeof loader>();
  const actionData = useActionData<ApplyActionData>();
  const { t } = useTranslation("careers");
  const lang = useLang();
  const action = localizePath(`/careers/apply/${job.id}`, lang);
  return (
    <RouteDialog
      title={t("apply.dialogTitle", { title: job.title })}
      subtitle={[job.department, job.location, job.type].join(" · ")}
      closeTo="/careers"
    >
      <ApplicationForm
        key={job.id}
        jobId={job.id}
        action={action}
        actionData={actionData}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta(data?.meta, { location, matches }, [{ name: "robots", content: "noindex" }]);

/**
 * The reply to a post is one visitor's (the action says so); the blank form is everyone's. A
 * refused body's error page renders at the root's boundary, whose `headers` keeps its no-store.
 */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
