import { Form, Link } from "@remix-run/react";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import type { StudioKind, StudioPiece, StudioStatus } from "~/backend/studio";
import { studioKindTables } from "~/backend/studio-kinds";
import { formatDateTimeUtc } from "~/lib/dates";
import { hasPendingChanges, languageStateLabels, languageStateOf, statusLabels, statusOf } from "./status";

export interface PieceListFilter {
  status: StudioStatus | "";
  locale: "en" | "pt" | "";
  author: string;
}

/** One kind's pieces with their status per language, filtered by status, language and author. */
export function PieceList({
  kind,
  pieces,
  twins,
  addresses,
  filter,
  authors,
  canWrite,
  now,
}: {
  kind: StudioKind;
  pieces: StudioPiece[];
  twins: Record<string, StudioPiece | null>;
  /** Each piece's public address and preview link (app/server/content-addresses.server.ts). */
  addresses: Record<string, { public: string; preview: string | null }>;
  filter: PieceListFilter;
  authors: string[];
  canWrite: boolean;
  now: string;
}) {
  const table = studioKindTables[kind];
  const at = new Date(now);
  return (
    <>
      <div className="st-actions">{canWrite ? <Link className="st-button st-button-primary" to={`/studio/content/${kind}/new`}>New {table.label.toLowerCase()}</Link> : null}</div>
      <Form method="get" className="st-filters" aria-label={`Filter ${table.plural.toLowerCase()}`}>
        <div className="st-field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={filter.status}>
            <option value="">Any</option>
            {(Object.keys(statusLabels) as StudioStatus[]).map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor="filter-locale">Language</label>
          <select id="filter-locale" name="locale" defaultValue={filter.locale}>
            <option value="">Both</option>
            <option value="en">English</option>
            <option value="pt">Portuguese</option>
          </select>
        </div>
        <div className="st-field">
          <label htmlFor="filter-author">Author</label>
          <select id="filter-author" name="author" defaultValue={filter.author}>
            <option value="">Anyone</option>
            {authors.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <button className="st-button" type="submit">
            Filter
          </button>
        </div>
      </Form>
      <p className="st-muted" role="status">
        {pieces.length === 1 ? "1 piece" : `${pieces.length} pieces`}
      </p>
      {pieces.length ? (
        <ScrollRegion className="st-table-wrap" label={`${table.plural} found`}>
          <table className="st-table">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Language</th>
                <th scope="col">Status</th>
                <th scope="col">Other language</th>
                <th scope="col">Preview</th>
              </tr>
            </thead>
            <tbody>
              {pieces.map((piece) => {
                const status = statusOf(piece, at);
                const twin = twins[piece.id] ?? null;
                const other = languageStateOf(twin, piece, at);
                const address = addresses[piece.id];
                return (
                  <tr key={piece.id}>
                    <td>
                      <Link to={`/studio/content/${kind}/${piece.id}`}>{piece.title || "(untitled)"}</Link>
                      <div className="st-muted">{address?.public}</div>
                    </td>
                    <td>{piece.locale === "pt" ? "Portuguese" : "English"}</td>
                    <td>
                      <span className={`st-badge st-badge-${status}`}>{statusLabels[status]}</span>
                      {status === "scheduled" && piece.publishedDate ? <div className="st-muted">{formatDateTimeUtc(piece.publishedDate, "en")}</div> : null}
                      {hasPendingChanges(piece) ? <div className="st-muted">Unpublished changes</div> : null}
                    </td>
                    <td>
                      <span className={`st-badge st-badge-${other}`}>
                        {piece.locale === "en" ? "Portuguese" : "English"}: {languageStateLabels[other]}
                      </span>
                    </td>
                    <td>
                      {status === "published" && address ? (
                        <a href={address.public}>On the site</a>
                      ) : address?.preview ? (
                        <a href={address.preview}>Preview link</a>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="st-panel">Nothing matches these filters.</p>
      )}
    </>
  );
}
