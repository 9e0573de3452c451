import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { studioKindTables } from "~/backend/studio-kinds";
import { areasFor, can, kindsFor } from "~/features/studio/policy";
import { studioSections } from "~/features/studio/sections";
import { statusOf } from "~/features/studio/status";
import { requireMember } from "~/features/studio/studio.server";
import type { RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/** /studio: what waits for this member (pieces in review, their own drafts) and where to go. */
export const handle = { page: { cache: "private", sitemap: false }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ context }: LoaderFunctionArgs) {
  const member = requireMember(context);
  const now = new Date();
  const kinds = kindsFor(member);
  const lists = await Promise.all(kinds.map((kind) => context.backend.listStudioPieces(kind, {})));
  const waiting = lists.flatMap((pieces, index) =>
    pieces
      .filter((piece) => {
        const status = statusOf(piece, now);
        return status === "in_review" || (status === "draft" && piece.createdBy === member.email);
      })
      .map((piece) => ({ kind: kinds[index]!, id: piece.id, title: piece.title, locale: piece.locale, status: statusOf(piece, now) })),
  );
  const areas = areasFor(member);
  const sections = studioSections.filter((section) => areas.includes(section.area));
  return json({ member, kinds, waiting, sections, publishes: kinds.some((kind) => can(member, "publish", kind)) }, { headers: studioHeaders });
}

export default function StudioHome() {
  const { member, kinds, waiting, sections, publishes } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Hello, {member.name}</h1>
      {kinds.length ? (
        <>
          <h2>{publishes ? "Waiting for review, and your own drafts" : "Your own drafts and what you sent for review"}</h2>
          {waiting.length ? (
            <ul>
              {waiting.map((piece) => (
                <li key={`${piece.kind}/${piece.id}`}>
                  <Link to={`/studio/content/${piece.kind}/${piece.id}`}>{piece.title || "(untitled)"}</Link> — {studioKindTables[piece.kind].label},{" "}
                  {piece.locale === "pt" ? "Portuguese" : "English"}, {piece.status === "in_review" ? "in review" : "draft"}
                </li>
              ))}
            </ul>
          ) : (
            <p className="st-panel">Nothing waits for review, and you have no drafts of your own. Everyone's pieces are in the lists below.</p>
          )}
          <h2>Content</h2>
          <ul>
            {kinds.map((kind) => (
              <li key={kind}>
                <Link to={`/studio/content/${kind}`}>{studioKindTables[kind].plural}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {sections.length ? (
        <>
          <h2>Inbox and library</h2>
          <ul>
            {sections.map((section) => (
              <li key={section.area}>
                <Link to={section.href}>{section.label}</Link> — {section.summary}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {!kinds.length && !sections.length ? <p className="st-panel">Your role ({member.role}) has nothing to open in the studio yet. Ask an admin if you expected more.</p> : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Studio | StayLoop" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
