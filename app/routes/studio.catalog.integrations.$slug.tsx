import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { StudioIntegration } from "~/backend/studio-catalog";
import { integrationKinds, integrationStatuses } from "~/backend/integrations";
import { CatalogNav, CatalogRefusal, CatalogSelect, CatalogText } from "~/features/studio/catalog/CatalogFields";
import { kindNames, readIntegrationForm, statusNames } from "~/features/studio/catalog/catalog-forms";
import { StudioFormFields } from "~/features/studio/StudioShell";
import { formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import type { RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/**
 * /studio/catalog/integrations/{slug}: what the directory and the integration's page show of
 * one system, in both languages (decision 0506; the table's shape: decision 0451). The slug is
 * its address and is not edited here (no redirect is kept for an old one).
 */
export const handle = { page: { cache: "private", sitemap: false }, alternates: false, shell: "studio" } satisfies RouteHandle;

/** The form's values as the stored row gives them. */
function valuesOf(row: StudioIntegration): Record<string, string> {
  return {
    name: row.name,
    kind: row.kind,
    status: row.status,
    roadmapItemId: row.roadmapItemId === null ? "" : String(row.roadmapItemId),
    displayOrder: String(row.displayOrder),
    isPublished: row.isPublished ? "yes" : "no",
    summary: row.en.summary,
    syncs: row.en.syncs.join("\n"),
    connectSteps: row.en.connectSteps.join("\n"),
    ptSummary: row.pt?.summary ?? "",
    ptSyncs: row.pt?.syncs.join("\n") ?? "",
    ptConnectSteps: row.pt?.connectSteps.join("\n") ?? "",
  };
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "catalog");
  const [row, roadmap, token] = await Promise.all([context.backend.getStudioIntegration(params.slug ?? ""), context.backend.listRoadmapItems("en"), formTokenFor(context, member)]);
  if (!row) throw notFound(studioHeaders);
  return json({ slug: row.slug, name: row.name, values: valuesOf(row), roadmap: roadmap.map((item) => ({ id: item.id, title: item.title })), token }, { headers: studioHeaders });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { member, form } = await readStudioPost(request, context, "write", "catalog");
  const slug = params.slug ?? "";
  const roadmap = await context.backend.listRoadmapItems("en");
  const checked = readIntegrationForm(form, roadmap.map((item) => item.id));
  if (!checked.ok) return json({ errors: checked.errors, values: checked.values }, { status: 400, headers: studioHeaders });
  if (!(await context.backend.saveStudioIntegration(slug, checked.value, { email: member.email, role: member.role }))) throw notFound(studioHeaders);
  return redirect(`/studio/catalog/integrations?done=${encodeURIComponent(slug)}`, { headers: studioHeaders });
}

export default function StudioIntegration() {
  const { slug, name, values, roadmap, token } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const state = reply ?? { values };
  return (
    <>
      <h1>{name}</h1>
      <CatalogNav />
      <p className="st-muted">
        Shown at <a href={`/integrations/${slug}`}>/integrations/{slug}</a> and <a href={`/pt/integrations/${slug}`}>/pt/integrations/{slug}</a>, in the directory and on the channel integration feature page.
      </p>
      <CatalogRefusal errors={reply?.errors} />
      <Form method="post" noValidate className="st-panel" aria-label={`Edit ${name}`}>
        <StudioFormFields token={token} />
        <CatalogText state={state} name="name" label="Name" hint="The system's own name; the same in both languages." />
        <CatalogSelect state={state} name="status" label="Status" options={integrationStatuses.map((status) => [status, statusNames[status]] as const)} />
        <CatalogSelect state={state} name="kind" label="Kind" options={integrationKinds.map((kind) => [kind, kindNames[kind]] as const)} />
        <CatalogSelect
          state={state}
          name="roadmapItemId"
          label="Roadmap item"
          hint="The item hosts vote on; the page links to it and the item lists this system."
          options={[["", "None"] as const, ...roadmap.map((item) => [String(item.id), `${item.id}: ${item.title}`] as const)]}
        />
        <CatalogText state={state} name="displayOrder" label="Order in the directory" hint="Lower comes first." />
        <CatalogSelect state={state} name="isPublished" label="On the site" options={[["yes", "Published"], ["no", "Hidden"]]} />
        <div className="st-grid st-grid-2">
          <fieldset className="st-fieldset">
            <legend>English</legend>
            <CatalogText state={state} name="summary" label="Summary" lines={3} hint="Up to 300 characters." />
            <CatalogText state={state} name="syncs" label="What syncs (one a line)" lines={5} />
            <CatalogText state={state} name="connectSteps" label="How to connect (one step a line)" lines={5} />
          </fieldset>
          <fieldset className="st-fieldset">
            <legend>Portuguese</legend>
            <CatalogText state={state} name="ptSummary" label="Summary (Portuguese)" lines={3} lang="pt-BR" hint="Empty every Portuguese field to show the English text on /pt." />
            <CatalogText state={state} name="ptSyncs" label="What syncs (Portuguese, one a line)" lines={5} lang="pt-BR" />
            <CatalogText state={state} name="ptConnectSteps" label="How to connect (Portuguese, one step a line)" lines={5} lang="pt-BR" />
          </fieldset>
        </div>
        <div className="st-actions">
          <button className="st-button st-button-primary" type="submit">
            Save integration
          </button>
          <Link className="st-button" to="/studio/catalog/integrations">
            Back to integrations
          </Link>
        </div>
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.name ?? "Integration"} | StayLoop Studio` }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
