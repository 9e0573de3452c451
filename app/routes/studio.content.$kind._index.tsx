import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { studioKindTables } from "~/backend/studio-kinds";
import type { StudioPiece, StudioStatus } from "~/backend/studio";
import { PieceList, type PieceListFilter } from "~/features/studio/PieceList";
import { can } from "~/features/studio/policy";
import { statusLabels, statusOf } from "~/features/studio/status";
import { addressOf, kindParam, requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/** /studio/content/{kind}: one kind's pieces, both languages, with filters (issue 41 item 4). */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["status", "locale", "author"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = kindParam(params.kind);
  const member = requireCan(context, "read", kind);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "";
  const locale = url.searchParams.get("locale") ?? "";
  const author = url.searchParams.get("author") ?? "";
  const filter: PieceListFilter = {
    status: status in statusLabels ? (status as StudioStatus) : "",
    locale: locale === "en" || locale === "pt" ? locale : "",
    author,
  };
  const all = await context.backend.listStudioPieces(kind, {});
  const now = new Date();
  // Each piece's other language, from the same list (decision 0216's link).
  const byId = new Map(all.map((piece) => [piece.id, piece]));
  const twins: Record<string, StudioPiece | null> = {};
  for (const piece of all) {
    if (piece.translationOf) {
      twins[piece.id] = byId.get(piece.translationOf) ?? null;
      twins[piece.translationOf] = piece;
    } else twins[piece.id] ??= null;
  }
  const pieces = all.filter(
    (piece) =>
      (!filter.status || statusOf(piece, now) === filter.status) && (!filter.locale || piece.locale === filter.locale) && (!filter.author || piece.createdBy === filter.author),
  );
  const authors = [...new Set(all.map((piece) => piece.createdBy).filter((email): email is string => Boolean(email)))].sort();
  const addresses = Object.fromEntries(pieces.map((piece) => [piece.id, addressOf(context, piece)]));
  return json({ kind, pieces, twins, addresses, filter, authors, canWrite: can(member, "write", kind), now: now.toISOString() }, { headers: studioHeaders });
}

export default function StudioKindList() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{studioKindTables[data.kind].plural}</h1>
      {studioKindTables[data.kind].categories ? (
        <p>
          <Link to={`/studio/content/${data.kind}/categories`}>Categories</Link>
        </p>
      ) : null}
      <PieceList {...data} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? studioKindTables[data.kind].plural : "Studio"} | StayLoop Studio` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: HeadersFunction = () => studioHeaders;
