import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { studioKindTables } from "~/backend/studio-kinds";
import { renderBodyPreview } from "~/features/content/load.server";
import { PieceActions, PieceStatus } from "~/features/studio/PiecePanels";
import { PieceForm } from "~/features/studio/PieceForm";
import { pieceAction, type PieceReply } from "~/features/studio/piece.server";
import { can } from "~/features/studio/policy";
import { addressOf, formTokenFor, kindParam, requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/** /studio/content/{kind}/{id} (and /studio/content/{kind}/new): one piece's form, status and actions (issue 41 items 4–7). */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["done", "locale"]) }, alternates: false, shell: "studio", enhance: ["studio"] } satisfies RouteHandle;

const doneMessages: Record<string, string> = {
  saved: "Saved as a new revision.",
  submitted: "Saved and sent for review: editors see it on their studio page.",
  published: "Published: the public page shows it within a minute.",
  scheduled: "Scheduled: it becomes public at the time shown below.",
  unpublished: "Unpublished (or its schedule cancelled): the page is gone from the site within a minute.",
  translated: "Portuguese draft made from the English text. Translate each field, then save.",
  restored: "Restored as a new revision.",
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = kindParam(params.kind);
  const member = requireCan(context, "read", kind);
  const id = params.id === "new" ? null : (params.id ?? null);
  const [found, categories, token, library] = await Promise.all([
    id ? context.backend.getStudioPiece(kind, id) : Promise.resolve(null),
    studioKindTables[kind].categories ? context.backend.listStudioCategories(kind) : Promise.resolve([]),
    formTokenFor(context, member),
    // The library's newest images for the cover field and the body (decision 0507).
    can(member, "read", "images") ? context.backend.listLibraryImages({ limit: 100 }) : Promise.resolve([]),
  ]);
  if (id && !found) throw notFound(studioHeaders);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  const locale = found?.piece.locale ?? (new URL(request.url).searchParams.get("locale") === "pt" ? "pt" : "en");
  return json(
    {
      kind,
      token,
      found,
      address: found ? addressOf(context, found.piece) : null,
      locale,
      categories,
      library: library.map(({ key, width, height, altEn, altPt }) => ({ key, width, height, altEn, altPt })),
      done: doneMessages[done] ?? null,
      now: new Date().toISOString(),
      canWrite: can(member, "write", kind),
      canPublish: can(member, "publish", kind),
      canDelete: can(member, "delete", kind),
      // A new article's byline starts as its writer's name: left empty, the page says "Unknown".
      newFields: studioKindTables[kind].fields.some((field) => field.column === "author") ? { author: member.name } : {},
    },
    { headers: studioHeaders },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const kind = kindParam(params.kind);
  const id = params.id === "new" ? null : (params.id ?? null);
  const format = studioKindTables[kind].bodyFormat;
  return pieceAction(request, context, kind, id, (source, locale) => renderBodyPreview(format, source, locale));
}

export default function StudioPiecePage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as PieceReply | undefined;
  const table = studioKindTables[data.kind];
  const piece = data.found?.piece ?? null;
  return (
    <>
      <h1>
        {piece ? piece.title || "(untitled)" : `New ${table.label.toLowerCase()}`}
        <span className="st-muted"> · {data.locale === "pt" ? "Portuguese" : "English"}</span>
      </h1>
      <p className="st-muted">
        <a href={`/studio/content/${data.kind}`}>{table.plural}</a>
      </p>
      {data.done && !reply ? (
        <p className="st-notice" role="status">
          {data.done}
        </p>
      ) : null}
      <div className={piece ? "st-grid st-grid-2" : "st-grid"}>
        <div>
          {data.canWrite ? (
            <PieceForm
              kind={data.kind}
              token={data.token}
              fields={reply?.fields ?? data.found?.fields ?? data.newFields}
              errors={reply?.errors ?? {}}
              basedOn={reply ? reply.basedOn : (piece?.latestRevision ?? null)}
              categories={data.categories}
              locale={data.locale}
              conflict={reply?.conflict ?? null}
              preview={reply?.preview ?? null}
              isNew={!piece}
              library={data.library}
            />
          ) : (
            <p className="st-panel">Your role may read this piece but not edit it.</p>
          )}
        </div>
        {piece ? (
          <div>
            <PieceStatus kind={data.kind} piece={piece} translation={data.found?.translation ?? null} now={data.now} address={data.address!} />
            <PieceActions
              piece={piece}
              translation={data.found?.translation ?? null}
              token={data.token}
              canPublish={data.canPublish}
              canDelete={data.canDelete}
              canWrite={data.canWrite}
              publishError={reply?.publishError ?? null}
              now={data.now}
            />
          </div>
        ) : null}
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.found?.piece.title || "New piece"} | StayLoop Studio` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);
