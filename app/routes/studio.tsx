import { json, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { StudioShell } from "~/features/studio/StudioShell";
import { requireMember } from "~/features/studio/studio.server";
import stylesheet from "~/features/studio/studio.css";
import type { RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/**
 * The studio's frame (DESIGN §11, decision 0501): every /studio page renders inside it. The
 * edge signed the member in before Remix ran (app/server/edge/studio-gate.server.ts); each page
 * below checks the role for what it shows and does.
 */
export const handle = {
  page: { cache: "private", sitemap: false },
  alternates: false,
  shell: "studio",
} satisfies RouteHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ member: requireMember(context) }, { headers: studioHeaders });
}

export default function StudioLayout() {
  const { member } = useLoaderData<typeof loader>();
  return (
    <StudioShell member={member}>
      <Outlet />
    </StudioShell>
  );
}

export const meta: MetaFunction = () => [{ title: "Studio | StayLoop" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;

/** A refusal (403), a missing piece (404) or a failure, said inside the studio's words. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403 && isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : status === 404
        ? "There is nothing here: the piece may have been deleted, or the address is mistyped."
        : "Something went wrong. Nothing was changed by the last action unless the page said so; try again.";
  return (
    <main id="main" tabIndex={-1} className="st-main">
      <h1>{status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Something went wrong"}</h1>
      <p className="st-alert" role="alert">
        {message}
      </p>
      <p>
        <Link to="/studio">Back to the studio</Link>
      </p>
    </main>
  );
}
