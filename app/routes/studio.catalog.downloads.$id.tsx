import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { StudioDownload } from "~/backend/studio-catalog";
import { sniffResume } from "~/features/engagement/careers/uploads.server";
import { CatalogNav, CatalogRefusal, CatalogText } from "~/features/studio/catalog/CatalogFields";
import { readDownloadTextForm } from "~/features/studio/catalog/catalog-forms";
import { checkDownloadFile, downloadFileField, downloadFileLimits, downloadPostMaxBytes, downloadTooLarge } from "~/features/studio/catalog/download-file.server";
import { FieldFrame, StudioFormFields } from "~/features/studio/StudioShell";
import { formText, formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/**
 * /studio/catalog/downloads/{id}: a download's title and description in both languages, and
 * its file replaced (decision 0506): checked by content with the resume's document checks
 * (handed in here: a feature does not import another), stored under a new name in R2 or the
 * private bucket, the row pointed at it with its audit entry, then the old object removed.
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

function valuesOf(row: StudioDownload): Record<string, string> {
  return { name: row.en.name, description: row.en.description ?? "", ptName: row.pt?.name ?? "", ptDescription: row.pt?.description ?? "" };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "catalog");
  const [row, token] = await Promise.all([context.backend.getStudioDownload(params.id ?? ""), formTokenFor(context, member)]);
  if (!row) throw notFound(studioHeaders);
  const done = new URL(request.url).searchParams.get("done");
  return json(
    { id: row.id, slug: row.slug, title: row.en.name, values: valuesOf(row), fileName: row.fileUrl.split("/").pop() ?? "", token, done: done === "text" || done === "file" ? done : null },
    { headers: studioHeaders },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  // The role first: a body too large is answered with the form only to those who may send it.
  requireCan(context, "write", "catalog");
  let post;
  try {
    post = await readStudioPost(request, context, "write", "catalog", downloadPostMaxBytes);
  } catch (refused) {
    if (refused instanceof Response && refused.status === 413) return json({ intent: "file" as const, errors: { file: downloadTooLarge } as Record<string, string>, values: null }, { status: 413, headers: studioHeaders });
    throw refused;
  }
  const { member, form } = post;
  const id = params.id ?? "";
  const actor = { email: member.email, role: member.role };
  if (formText(form, "intent") === "file") {
    const checked = await checkDownloadFile(form.get(downloadFileField), sniffResume);
    if ("error" in checked) return json({ intent: "file" as const, errors: { file: checked.error } as Record<string, string>, values: null }, { status: checked.tooLarge ? 413 : 400, headers: studioHeaders });
    if (!(await context.backend.replaceStudioDownloadFile(id, checked.file, actor))) throw notFound(studioHeaders);
    return redirect(`/studio/catalog/downloads/${id}?done=file`, { headers: studioHeaders });
  }
  const checked = readDownloadTextForm(form);
  if (!checked.ok) return json({ intent: "text" as const, errors: checked.errors, values: checked.values }, { status: 400, headers: studioHeaders });
  if (!(await context.backend.saveStudioDownloadText(id, checked.value, actor))) throw notFound(studioHeaders);
  return redirect(`/studio/catalog/downloads/${id}?done=text`, { headers: studioHeaders });
}

export default function StudioDownloadPage() {
  const { slug, title, values, fileName, token, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const textState = reply?.intent === "text" && reply.values ? reply : { values };
  const fileError = reply?.intent === "file" ? reply.errors.file : undefined;
  return (
    <>
      <h1>{title}</h1>
      <CatalogNav />
      {done && !reply ? (
        <p className="st-notice" role="status">
          {done === "file" ? "File replaced: visitors get the new file from now on." : "Title and description saved."} The downloads page shows it within a minute.
        </p>
      ) : null}
      <p className="st-muted">
        Listed on <a href="/downloads">/downloads</a> and <a href="/pt/downloads">/pt/downloads</a> ({slug}).
      </p>
      <h2>Title and description</h2>
      <CatalogRefusal errors={reply?.intent === "text" ? reply.errors : undefined} />
      <Form method="post" noValidate className="st-panel" aria-label="Title and description">
        <StudioFormFields token={token} intent="text" />
        <div className="st-grid st-grid-2">
          <fieldset className="st-fieldset">
            <legend>English</legend>
            <CatalogText state={textState} name="name" label="Title" hint="Up to 120 characters." />
            <CatalogText state={textState} name="description" label="Description" lines={4} hint="Up to 500 characters." />
          </fieldset>
          <fieldset className="st-fieldset">
            <legend>Portuguese</legend>
            <CatalogText state={textState} name="ptName" label="Title (Portuguese)" lang="pt-BR" hint="Empty both Portuguese fields to show the English text on /pt." />
            <CatalogText state={textState} name="ptDescription" label="Description (Portuguese)" lines={4} lang="pt-BR" />
          </fieldset>
        </div>
        <button className="st-button st-button-primary" type="submit">
          Save title and description
        </button>
      </Form>
      <h2>File</h2>
      <Form method="post" encType="multipart/form-data" noValidate className="st-panel" aria-label="Replace the file">
        <StudioFormFields token={token} intent="file" />
        <p>
          Now: <strong>{fileName}</strong>
        </p>
        <FieldFrame id="catalog-file" label="New file" hint={`PDF, Word (.doc, .docx) or CSV, up to ${downloadFileLimits.label}; checked by its content. The old file is removed once the new one is stored.`} error={fileError}>
          {(describedBy) => <input id="catalog-file" name={downloadFileField} type="file" accept=".pdf,.doc,.docx,.csv" aria-invalid={fileError ? true : undefined} aria-describedby={describedBy} />}
        </FieldFrame>
        <div className="st-actions">
          <button className="st-button st-button-primary" type="submit">
            Replace the file
          </button>
          <Link className="st-button" to="/studio/catalog/downloads">
            Back to downloads
          </Link>
        </div>
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? "Download"} | StayLoop Studio` }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
