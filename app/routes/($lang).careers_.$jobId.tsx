import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { JobPage } from "~/features/engagement/careers/JobPage";
import { requireCareersJob } from "~/features/engagement/careers/careers.server";
import { jobPostingData } from "~/features/engagement/careers/job-posting";
import { jobPageView } from "~/features/engagement/careers/job-view.server";
import type { RouteHandle } from "~/lib/route-handle";
import { originOf, pageMeta } from "~/lib/meta";
import { organizationLogo } from "~/lib/organization";
import { siteName } from "~/lib/site";
import { requireLang } from "~/server/lang.server";

// A page of text and links: no script (the Apply link opens the careers dialog route).
// A backend row that closes, so it lives like content, not like a deploy (decision 0309). It ships
// no module of its own (its Apply is a link to the dialog route): the layout's only.
export const handle = {
  page: { cache: "content", sitemap: "entries", bench: { name: "Job page", budget: "static", from: "/careers" } },
} satisfies RouteHandle;

/** A job's own page (`/careers/{jobId}`, issue 22 item 2); an unknown, inactive or expired job is a 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const job = await requireCareersJob(context, lang, params.jobId);
  const { meta, headings, view } = await jobPageView(job, lang);
  return json({ meta, lang, job, headings, view });
}

export default function JobRoute() {
  const { view, headings } = useLoaderData<typeof loader>();
  return <JobPage job={view} headings={headings} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta(data?.meta, { location, matches }, data ? [{ "script:ld+json": jobPostingData({ job: data.job, origin: originOf(matches), lang: data.lang, organization: { name: siteName, logoPath: organizationLogo.path }, headings: data.headings }) }] : []);
