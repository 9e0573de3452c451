import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ImageThumb, UploadForm } from "~/features/studio/images/ImageLibrary";
import { cursorOf, cursorText, uploadImage } from "~/features/studio/images/images.server";
import { StudioPager } from "~/features/studio/StudioShell";
import { can } from "~/features/studio/policy";
import { formTokenFor, requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/** /studio/images: the image library, newest first, and its upload form (issue 43 item 7, decision 0507). */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["before", "done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

const pageSize = 24;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "images");
  const url = new URL(request.url);
  const before = cursorOf(url.searchParams.get("before"));
  const [images, token] = await Promise.all([context.backend.listLibraryImages({ before, limit: pageSize + 1 }), formTokenFor(context, member)]);
  const shown = images.slice(0, pageSize);
  const last = shown.at(-1);
  return json(
    {
      images: shown,
      older: images.length > pageSize && last ? new URLSearchParams({ before: cursorText(last) }).toString() : null,
      paged: Boolean(before),
      token,
      canWrite: can(member, "write", "images"),
      done: url.searchParams.get("done") === "deleted",
    },
    { headers: studioHeaders },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await uploadImage(request, context);
  if (!outcome.ok) return json(outcome, { status: outcome.status, headers: studioHeaders });
  return redirect(`/studio/images/${outcome.key}?done=${outcome.added ? "uploaded" : "exists"}`, { status: 303, headers: studioHeaders });
}

export default function StudioImages() {
  const { images, older, paged, token, canWrite, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const refused = reply && !reply.ok ? reply : null;
  return (
    <>
      <h1>Images</h1>
      {done ? (
        <p className="st-notice" role="status">
          The image was deleted.
        </p>
      ) : null}
      <p className="st-muted">
        Images for covers and article bodies, each with its alt text in English and Portuguese. Pick one for a piece in its form (Cover image path), or copy its
        snippet into the body from the image's page.
      </p>
      {canWrite ? <UploadForm token={token} errors={refused?.errors ?? {}} values={refused?.values ?? null} /> : null}
      <h2>In the library</h2>
      {images.length ? (
        <ul className="st-grid" style={{ gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))", listStyle: "none", padding: 0 }}>
          {images.map((image) => (
            <li key={image.key} className="st-panel">
              <ImageThumb image={image} />
              <p>
                <Link to={`/studio/images/${image.key}`}>{image.altEn}</Link>
              </p>
              <p className="st-muted">
                {image.width}×{image.height} · {image.fileName}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="st-panel">{paged ? "No older images." : "No images yet."}</p>
      )}
      <StudioPager path="/studio/images" older={older} label="Pages of images" />
      {paged ? (
        <p>
          <Link to="/studio/images">Back to the newest images</Link>
        </p>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Images | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
