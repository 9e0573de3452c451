import { Form } from "@remix-run/react";
import type { StudioFields, StudioKind, StudioRevision } from "~/backend/studio";
import { studioKindTables, type StudioField } from "~/backend/studio-kinds";
import { formatDateTimeUtc } from "~/lib/dates";
import { fieldRows, fieldText, type FieldErrors } from "./fields";
import { hook } from "~/components/ui/hook";
import { StudioHooks } from "./studio.hooks";
import { FieldFrame, StudioFormFields } from "./StudioShell";
import { LibraryChoices, libraryListId, type LibraryChoice } from "./images/LibraryChoices";

/** The route whose action renders a preview (the live preview posts to it with `?_data=`). */
export const pieceRouteId = "routes/studio.content.$kind.$id";

export interface PieceFormProps {
  kind: StudioKind;
  token: string;
  fields: StudioFields;
  errors: FieldErrors;
  basedOn: number | null;
  categories: Array<{ id: string; name: string; locale: string }>;
  locale: "en" | "pt";
  /** Someone else's save since the form was opened: shown beside what was typed. */
  conflict: StudioRevision | null;
  /** The body rendered as the public page renders it, after Preview. */
  preview: { html: string | null; text: string } | null;
  isNew: boolean;
  /** The image library's newest images, offered by the cover fields and for the body (decision 0507). */
  library?: readonly LibraryChoice[];
}

/**
 * A piece's form (issue 41 item 4): every field of its kind, Preview, Save and "Ready for
 * review". Plain HTML posts: without JavaScript every button works, and a refused save comes
 * back with everything typed and a message under each wrong field.
 */
export function PieceForm({ kind, token, fields, errors, basedOn, categories, locale, conflict, preview, isNew, library = [] }: PieceFormProps) {
  const table = studioKindTables[kind];
  const errorCount = Object.keys(errors).length;
  return (
    <>
      {errorCount ? (
        <div className="st-alert" role="alert" id="form-errors">
          <p>
            {errorCount === 1 ? "One field needs attention" : `${errorCount} fields need attention`}: nothing was saved yet, and everything you typed is still here.
          </p>
          <ul>
            {table.fields
              .filter((field) => errors[field.column])
              .map((field) => (
                <li key={field.column}>
                  <a href={`#field-${field.column}`}>{errors[field.column]}</a>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      {conflict ? <ConflictPanel kind={kind} theirs={conflict} /> : null}
      <Form
        method="post"
        className="st-panel"
        noValidate
        aria-label={`${table.label} fields`}
        data-module={StudioHooks.module}
        {...hook(StudioHooks.preview, "body-preview")}
        {...hook(StudioHooks.route, pieceRouteId)}
      >
        <StudioFormFields token={token} />
        <input type="hidden" name="basedOn" value={basedOn ?? ""} />
        {isNew ? (
          <FieldFrame id="field-locale" label="Language" hint="A Portuguese version of an English piece is made with Translate, on the English piece.">
            {(describedBy) => (
              <select id="field-locale" name="locale" defaultValue={locale} aria-describedby={describedBy}>
                <option value="en">English</option>
                <option value="pt">Portuguese</option>
              </select>
            )}
          </FieldFrame>
        ) : (
          <input type="hidden" name="locale" value={locale} />
        )}
        {table.fields.map((field) => (
          <FieldControl key={field.column} field={field} value={fieldText(fields, field.column)} error={errors[field.column]} categories={categories.filter((category) => category.locale === locale)} withLibrary={library.length > 0} />
        ))}
        <LibraryChoices images={library} locale={locale} />
        <div className="st-actions">
          {/* The answer scrolls to the preview (below the form on a narrow screen). */}
          <button className="st-button" type="submit" name="intent" value="preview" formAction="#body-preview">
            Preview
          </button>
          <button className="st-button st-button-primary" type="submit" name="intent" value="save" {...hook(StudioHooks.save, "")}>
            {isNew ? "Save draft" : conflict ? "Save mine over theirs" : "Save"}
          </button>
          <button className="st-button" type="submit" name="intent" value="submit">
            Save and send for review
          </button>
        </div>
      </Form>
      {/* Shown after Preview; with JavaScript, filled as the body is typed (studio.enhance.ts). */}
      <section id="body-preview" aria-labelledby="preview-heading" hidden={!preview}>
        <h2 id="preview-heading">Preview of the body</h2>
        <p className="st-muted">Rendered and cleaned exactly as the public page does. Not saved until you press Save.</p>
        {preview?.html != null ? (
          // The site's own renderer and sanitiser made this HTML (app/features/content/load.server.ts).
          <div className="st-preview" lang={locale === "pt" ? "pt-BR" : "en"} {...hook(StudioHooks.previewBody, "")} dangerouslySetInnerHTML={{ __html: preview.html }} />
        ) : (
          <div className="st-preview" lang={locale === "pt" ? "pt-BR" : "en"} style={{ whiteSpace: "pre-line" }} {...hook(StudioHooks.previewBody, "")}>
            {preview?.text}
          </div>
        )}
      </section>
    </>
  );
}

function FieldControl({ field, value, error, categories, withLibrary }: { field: StudioField; value: string; error?: string; categories: Array<{ id: string; name: string }>; withLibrary: boolean }) {
  const id = `field-${field.column}`;
  const invalid = error ? true : undefined;
  return (
    <FieldFrame id={id} label={`${field.label}${field.required ? "" : " (optional)"}`} hint={field.hint} error={error}>
      {(describedBy) =>
        field.type === "markdown" || field.type === "text" ? (
          <textarea
            id={id}
            name={field.column}
            defaultValue={value}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={field.type === "markdown" ? "st-body-input" : undefined}
            {...(field.column === "content" ? hook(StudioHooks.body, "") : {})}
            rows={field.type === "markdown" ? 18 : 3}
          />
        ) : field.type === "category" ? (
          <select id={id} name={field.column} defaultValue={value} aria-invalid={invalid} aria-describedby={describedBy}>
            <option value="">No category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            name={field.column}
            type="text"
            defaultValue={value}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            spellCheck={field.type === "line"}
            autoComplete="off"
            list={field.type === "path" && withLibrary ? libraryListId : undefined}
          />
        )
      }
    </FieldFrame>
  );
}

/** Their save beside the form that still holds yours: nothing is lost, the choice is the writer's. */
function ConflictPanel({ kind, theirs }: { kind: StudioKind; theirs: StudioRevision }) {
  return (
    <section className="st-alert" aria-labelledby="conflict-heading" role="alert">
      <h2 id="conflict-heading">Someone saved this piece after you opened it</h2>
      <p>
        {theirs.authorEmail} saved revision {theirs.id} on {formatDateTimeUtc(theirs.createdAt, "en")}. Your text is still in the form below. Copy what you need from
        theirs, then save: your save will be based on their revision.
      </p>
      <RevisionFields kind={kind} revision={theirs} summary={`Their version (revision ${theirs.id})`} />
    </section>
  );
}

/** Every field of a revision, folded under `summary` (the conflict panel, the history). */
export function RevisionFields({ kind, revision, summary }: { kind: StudioKind; revision: StudioRevision; summary: string }) {
  return (
    <details>
      <summary>{summary}</summary>
      <dl className="st-dl">
        {fieldRows(kind, revision.fields).map((row) => (
          <div key={row.column} style={{ display: "contents" }}>
            <dt>{row.label}</dt>
            <dd>{row.text || "—"}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
