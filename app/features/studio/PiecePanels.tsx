import { Form, Link } from "@remix-run/react";
import type { StudioKind, StudioPiece } from "~/backend/studio";
import { formatDateTimeUtc } from "~/lib/dates";
import type { PieceAddress } from "./studio.server";
import { hasPendingChanges, languageStateLabels, languageStateOf, statusLabels, statusOf } from "./status";
import { StudioFormFields } from "./StudioShell";

/** Where the piece stands: status, dates, preview link, the other language, the history. */
export function PieceStatus({ kind, piece, translation, now, address }: { kind: StudioKind; piece: StudioPiece; translation: StudioPiece | null; now: string; address: PieceAddress }) {
  const status = statusOf(piece, new Date(now));
  const other = piece.locale === "en" ? "Portuguese" : "English";
  const at = new Date(now);
  const otherState = languageStateOf(translation, piece, at);
  const ownState = languageStateOf(piece, translation, at);
  return (
    <section className="st-panel" aria-labelledby="status-heading">
      <h2 id="status-heading" style={{ marginTop: 0 }}>
        Status
      </h2>
      <dl className="st-dl">
        <dt>Language</dt>
        <dd>{piece.locale === "pt" ? "Portuguese" : "English"}</dd>
        <dt>Status</dt>
        <dd>
          <span className={`st-badge st-badge-${status}`}>{statusLabels[status]}</span>
          {status === "scheduled" && piece.publishedDate ? ` — public on ${formatDateTimeUtc(piece.publishedDate, "en")}` : null}
          {hasPendingChanges(piece) ? " — saved changes are waiting to be published" : null}
        </dd>
        <dt>Address</dt>
        <dd>{status === "published" ? <a href={address.public}>{address.public}</a> : `${address.public} (not public yet)`}</dd>
        <dt>Preview link</dt>
        <dd>{address.preview ? <a href={address.preview}>{address.preview}</a> : "—"}</dd>
        <dt>This language</dt>
        <dd>
          <span className={`st-badge st-badge-${ownState}`}>{languageStateLabels[ownState]}</span>
        </dd>
        <dt>{other}</dt>
        <dd>
          <span className={`st-badge st-badge-${otherState}`}>{languageStateLabels[otherState]}</span>{" "}
          {translation ? <Link to={`/studio/content/${kind}/${translation.id}`}>Open the {other} version</Link> : null}
        </dd>
        <dt>History</dt>
        <dd>
          <Link to={`/studio/content/${kind}/${piece.id}/history`}>Every saved revision{piece.latestRevision ? ` (latest: ${piece.latestRevision})` : ""}</Link>
        </dd>
      </dl>
    </section>
  );
}

/** Publish now, schedule, unpublish, delete, translate: each its own form, shown only to roles that may. */
export function PieceActions({
  piece,
  translation,
  token,
  canPublish,
  canDelete,
  canWrite,
  publishError,
  now,
}: {
  now: string;
  piece: StudioPiece;
  translation: StudioPiece | null;
  token: string;
  canPublish: boolean;
  canDelete: boolean;
  canWrite: boolean;
  publishError: string | null;
}) {
  const scheduled = piece.isPublished && piece.publishedDate !== null && piece.publishedDate > now;
  return (
    <>
      {publishError ? (
        <p className="st-alert" role="alert" id="publish-error">
          {publishError}
        </p>
      ) : null}
      {canPublish ? (
        <section className="st-panel" aria-labelledby="publish-heading">
          <h2 id="publish-heading" style={{ marginTop: 0 }}>
            Publish
          </h2>
          <p className="st-muted">
            Publishing puts the latest saved revision{piece.latestRevision ? ` (${piece.latestRevision})` : ""} on the site. Save your edits first.
          </p>
          <Form method="post" className="st-actions">
            <StudioFormFields token={token} intent="publish" />
            <button className="st-button st-button-primary" type="submit">
              Publish now
            </button>
          </Form>
          <Form method="post">
            <StudioFormFields token={token} intent="schedule" />
            <div className="st-field">
              <label htmlFor="publish-at">Publish at (UTC)</label>
              <span className="st-hint" id="publish-at-hint">
                In UTC: it is now {formatDateTimeUtc(now, "en")}. The piece appears on the site within a minute of that time.
              </span>
              <input
                id="publish-at"
                name="publishAt"
                type="datetime-local"
                step="1"
                aria-describedby="publish-at-hint"
                aria-invalid={publishError ? true : undefined}
                defaultValue={scheduled && piece.publishedDate ? piece.publishedDate.slice(0, 16) : undefined}
              />
            </div>
            <button className="st-button" type="submit">
              {piece.isPublished ? "Reschedule" : "Schedule"}
            </button>
          </Form>
          {piece.isPublished ? (
            <Form method="post" className="st-actions">
              <StudioFormFields token={token} intent="unpublish" />
              <button className="st-button st-button-danger" type="submit">
                {scheduled ? "Cancel the schedule" : "Unpublish"}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
      {canWrite && piece.locale === "en" && !translation ? (
        <section className="st-panel" aria-labelledby="translate-heading">
          <h2 id="translate-heading" style={{ marginTop: 0 }}>
            Translate
          </h2>
          <p className="st-muted">Makes a Portuguese draft with the English text to translate, linked to this piece. It has its own slug and status.</p>
          <Form method="post">
            <StudioFormFields token={token} intent="translate" />
            <button className="st-button" type="submit">
              Translate into Portuguese
            </button>
          </Form>
        </section>
      ) : null}
      {canDelete ? (
        <section className="st-panel" aria-labelledby="delete-heading">
          <h2 id="delete-heading" style={{ marginTop: 0 }}>
            Delete
          </h2>
          <Form method="post">
            <StudioFormFields token={token} intent="delete" />
            <div className="st-field">
              <span>
                <input id="confirm-delete" name="confirm" type="checkbox" value="yes" /> <label htmlFor="confirm-delete">Yes, delete it (its revisions stay in the history)</label>
              </span>
            </div>
            <button className="st-button st-button-danger" type="submit">
              Delete this piece
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
