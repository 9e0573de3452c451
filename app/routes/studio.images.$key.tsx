import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { LibraryImageUse } from "~/backend/studio-images";
import { AltForm, ImageThumb, UsesTable } from "~/features/studio/images/ImageLibrary";
import { altErrors, altValuesOf } from "~/features/studio/images/images.server";
import { can } from "~/features/studio/policy";
import { StudioFormFields } from "~/features/studio/StudioShell";
import { formText, formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { formatDateTimeUtc } from "~/lib/dates";
import { isLibraryImageKey, libraryImagePath } from "~/lib/library-images";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { publicPathOf } from "~/server/content-addresses.server";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/**
 * /studio/images/{key}: one image, its alt texts, where it is used, the snippet for a body, and
 * delete, which only editors and admins see and which is refused while a public page shows it.
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

const doneWords = { uploaded: "Uploaded. The image is in the library.", exists: "This image was in the library already: here it is.", saved: "The alt texts were saved." } as const;

function keyParam(value: string | undefined): string {
  if (!value || !isLibraryImageKey(value)) throw notFound(studioHeaders);
  return value;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "images");
  const key = keyParam(params.key);
  const [image, uses, token] = await Promise.all([context.backend.getLibraryImage(key), context.backend.libraryImageUses(key), formTokenFor(context, member)]);
  if (!image) throw notFound(studioHeaders);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return json(
    {
      image,
      uses,
      addresses: addressesOf(context, uses),
      token,
      canWrite: can(member, "write", "images"),
      canDelete: can(member, "delete", "images"),
      done: done in doneWords ? doneWords[done as keyof typeof doneWords] : null,
    },
    { headers: studioHeaders },
  );
}

const addressesOf = (context: LoaderFunctionArgs["context"], uses: LibraryImageUse[]) =>
  Object.fromEntries(uses.map((use) => [`${use.kind}-${use.id}`, publicPathOf(context.routes, use.kind, use.locale, use.slug)]));

export async function action({ request, params, context }: ActionFunctionArgs) {
  const key = keyParam(params.key);
  // Delete needs the right to delete; changing the alt texts, the right to write.
  const { member, form } = await readStudioPost(request, context, (post) => (formText(post, "intent") === "delete" ? "delete" : "write"), "images");
  const actor = { email: member.email, role: member.role };
  if (formText(form, "intent") === "delete") {
    const outcome = await context.backend.deleteLibraryImage(key, actor);
    if (outcome === "missing") throw notFound(studioHeaders);
    if (outcome === "in-use") {
      const uses = await context.backend.libraryImageUses(key);
      return json({ refused: "in-use" as const, uses, addresses: addressesOf(context, uses), errors: {}, values: null }, { status: 409, headers: studioHeaders });
    }
    return redirect("/studio/images?done=deleted", { status: 303, headers: studioHeaders });
  }
  const values = altValuesOf(form);
  const errors = altErrors(values);
  if (Object.keys(errors).length) return json({ refused: "alt" as const, errors, values, uses: null, addresses: null }, { status: 400, headers: studioHeaders });
  if (!(await context.backend.getLibraryImage(key))) throw notFound(studioHeaders);
  await context.backend.updateLibraryImageAlt(key, values, actor);
  return redirect(`/studio/images/${key}?done=saved`, { status: 303, headers: studioHeaders });
}

export default function StudioImage() {
  const { image, uses, addresses, token, canWrite, canDelete, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const shownUses = reply?.uses ?? uses;
  const publicUses = shownUses.filter((use) => use.isPublic);
  const path = libraryImagePath(image.key);
  return (
    <>
      <p>
        <Link to="/studio/images">All images</Link>
      </p>
      <h1>{image.altEn}</h1>
      {done && !reply ? (
        <p className="st-notice" role="status">
          {done}
        </p>
      ) : null}
      {reply?.refused === "in-use" ? (
        <div className="st-alert" role="alert">
          <p>This image was not deleted: {publicUses.length === 1 ? "a published page shows it" : `${publicUses.length} published pages show it`}. Take it off them first (see below).</p>
        </div>
      ) : null}
      <div className="st-grid st-grid-2">
        <div>
          <ImageThumb image={image} eager />
        </div>
        <dl className="st-dl">
          <dt>Address</dt>
          <dd>
            <a href={path}>{path}</a>
          </dd>
          <dt>Size</dt>
          <dd>
            {image.width}×{image.height} pixels, {Math.ceil(image.byteSize / 1024)} KB, {image.contentType}
          </dd>
          <dt>File</dt>
          <dd>{image.fileName}</dd>
          <dt>Uploaded</dt>
          <dd>
            {formatDateTimeUtc(image.createdAt, "en")} UTC by {image.uploadedBy}
          </dd>
          <dt>Alt text, English</dt>
          <dd>{image.altEn}</dd>
          <dt>Alt text, Portuguese</dt>
          <dd lang="pt-BR">{image.altPt}</dd>
        </dl>
      </div>
      <h2>Use it</h2>
      {/* Addresses and snippets are long unbroken words: they wrap anywhere rather than widen the page. */}
      <p style={{ overflowWrap: "anywhere" }}>
        As a cover: choose it in a piece's <strong>Cover image path</strong> (its list offers every image of the library), or type <code>{path}</code>. The page shows it
        with its width, height and the alt text of the page's language.
      </p>
      <p>In the body of a blog article, tutorial or case study, paste the line for the piece's language:</p>
      <dl className="st-dl" style={{ overflowWrap: "anywhere" }}>
        <dt>English</dt>
        <dd>
          <code>{bodySnippet(path, image.altEn, image.width, image.height)}</code>
        </dd>
        <dt>Portuguese</dt>
        <dd>
          <code>{bodySnippet(path, image.altPt, image.width, image.height)}</code>
        </dd>
      </dl>
      <h2>Where it is used</h2>
      <UsesTable uses={shownUses} addresses={reply?.addresses ?? addresses} />
      {canWrite ? (
        <>
          <h2>Alt texts</h2>
          <AltForm token={token} errors={reply?.errors ?? {}} values={reply?.values ?? { altEn: image.altEn, altPt: image.altPt }} />
        </>
      ) : null}
      {canDelete ? (
        <>
          <h2>Delete</h2>
          {publicUses.length ? (
            <p>It cannot be deleted while a published page shows it: take it off the pages marked Published above first.</p>
          ) : (
            <Form method="post" aria-label="Delete the image">
              <StudioFormFields token={token} intent="delete" />
              <p>The file goes too: a draft that still names it will show no image.</p>
              <button className="st-button st-button-danger" type="submit">
                Delete this image
              </button>
            </Form>
          )}
        </>
      ) : null}
    </>
  );
}

/** An `<img>` with its size, which the body's sanitiser keeps: the page reserves its place. */
const bodySnippet = (path: string, alt: string, width: number, height: number) => `<img src="${path}" alt="${alt.replaceAll('"', "&quot;")}" width="${width}" height="${height}">`;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.image.altEn ?? "Image"} | StayLoop Studio` }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
