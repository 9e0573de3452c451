import { Form, Link } from "@remix-run/react";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import type { LibraryImage, LibraryImageUse } from "~/backend/studio-images";
import { studioKindTables } from "~/backend/studio-kinds";
import { libraryImagePath } from "~/lib/library-images";
import { FieldFrame, StudioFormFields } from "../StudioShell";
import { altMaxLength, chooseAgain, type AltValues, type ImageFormErrors } from "./images";

/** An image at most 12 rem wide, with its own width and height so the list does not jump. */
export function ImageThumb({ image, eager = false }: { image: Pick<LibraryImage, "key" | "width" | "height" | "altEn">; eager?: boolean }) {
  return (
    <img
      src={libraryImagePath(image.key)}
      alt={image.altEn}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      style={{ display: "block", maxWidth: "100%", height: "auto", background: "#e2e8f0" }}
    />
  );
}

function AltFields({ errors, values }: { errors: ImageFormErrors; values: AltValues | null }) {
  return (
    <>
      <FieldFrame id="image-alt-en" label="Alt text in English" hint="What the image shows, for a reader who cannot see it; shown on English pages." error={errors.altEn}>
        {(describedBy) => (
          <input id="image-alt-en" name="altEn" type="text" maxLength={altMaxLength} defaultValue={values?.altEn ?? ""} aria-invalid={errors.altEn ? true : undefined} aria-describedby={describedBy} />
        )}
      </FieldFrame>
      <FieldFrame id="image-alt-pt" label="Alt text in Portuguese" hint="The same description in Portuguese; shown on Portuguese pages." error={errors.altPt}>
        {(describedBy) => (
          <input id="image-alt-pt" name="altPt" type="text" lang="pt-BR" maxLength={altMaxLength} defaultValue={values?.altPt ?? ""} aria-invalid={errors.altPt ? true : undefined} aria-describedby={describedBy} />
        )}
      </FieldFrame>
    </>
  );
}

function ErrorSummary({ errors, fields }: { errors: ImageFormErrors; fields: Array<[keyof ImageFormErrors, string]> }) {
  const shown = fields.filter(([name]) => errors[name]);
  if (!shown.length) return null;
  return (
    <div className="st-alert" role="alert">
      <p>Nothing was saved yet{fields.some(([name]) => name === "file") ? `. ${chooseAgain}` : "; everything you typed is still here."}</p>
      <ul>
        {shown.map(([name, id]) => (
          <li key={name}>
            <a href={`#${id}`}>{errors[name]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The upload: a file checked by its bytes on the server, and both alt texts. */
export function UploadForm({ token, errors, values }: { token: string; errors: ImageFormErrors; values: (AltValues & { fileName: string }) | null }) {
  const fileError = errors.file ?? (Object.keys(errors).length ? chooseAgain : undefined);
  return (
    <>
      <h2>Upload an image</h2>
      <ErrorSummary errors={errors} fields={[["file", "image-file"], ["altEn", "image-alt-en"], ["altPt", "image-alt-pt"]]} />
      <Form method="post" encType="multipart/form-data" className="st-panel" noValidate aria-label="Upload an image">
        <StudioFormFields token={token} intent="upload" />
        <FieldFrame
          id="image-file"
          label="Image file"
          hint={`JPEG, PNG, WebP or AVIF, up to 5 MB.${values?.fileName ? ` You chose ${values.fileName}.` : ""}`}
          error={fileError}
        >
          {(describedBy) => (
            <input id="image-file" name="file" type="file" accept="image/jpeg,image/png,image/webp,image/avif" aria-invalid={fileError ? true : undefined} aria-describedby={describedBy} />
          )}
        </FieldFrame>
        <AltFields errors={errors} values={values} />
        <div className="st-actions">
          <button className="st-button st-button-primary" type="submit">
            Upload
          </button>
        </div>
      </Form>
    </>
  );
}

/** Changing the alt texts of an image already in the library. */
export function AltForm({ token, errors, values }: { token: string; errors: ImageFormErrors; values: AltValues }) {
  return (
    <>
      <ErrorSummary errors={errors} fields={[["altEn", "image-alt-en"], ["altPt", "image-alt-pt"]]} />
      <Form method="post" className="st-panel" noValidate aria-label="Alt texts">
        <StudioFormFields token={token} intent="alt" />
        <AltFields errors={errors} values={values} />
        <div className="st-actions">
          <button className="st-button st-button-primary" type="submit">
            Save the alt texts
          </button>
        </div>
      </Form>
    </>
  );
}

/** The pieces that show the image, each with its studio page and, when public, its address. */
export function UsesTable({ uses, addresses }: { uses: LibraryImageUse[]; addresses: Record<string, string> }) {
  if (!uses.length) return <p className="st-panel">No piece shows this image.</p>;
  return (
    <ScrollRegion className="st-table-wrap" label="Where the image is used">
      <table className="st-table">
        <thead>
          <tr>
            <th scope="col">Piece</th>
            <th scope="col">Kind and language</th>
            <th scope="col">Where</th>
            <th scope="col">On the site</th>
          </tr>
        </thead>
        <tbody>
          {uses.map((use) => (
            <tr key={`${use.kind}-${use.id}-${use.place}`}>
              <td>
                <Link to={`/studio/content/${use.kind}/${use.id}`}>{use.title}</Link>
              </td>
              <td>
                {studioKindTables[use.kind].label}, {use.locale === "pt" ? "Portuguese" : "English"}
              </td>
              <td>{use.place === "cover" ? "Cover" : "Body"}</td>
              <td>{use.isPublic ? <a href={addresses[`${use.kind}-${use.id}`]}>Published</a> : "Not public"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
