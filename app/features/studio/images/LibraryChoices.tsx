import { libraryImagePath } from "~/lib/library-images";

/** A library image as a piece's form offers it (decision 0507). */
export interface LibraryChoice {
  key: string;
  width: number;
  height: number;
  altEn: string;
  altPt: string;
}

/** The id of the list every cover field of a piece's form suggests from. */
export const libraryListId = "library-images";

/**
 * The library in a piece's form, without JavaScript: a cover field suggests every image (a
 * `<datalist>`: choose one as the field is typed in or opened), and under the fields each image
 * with the line that shows it in a body, its alt text in the piece's language, to copy in.
 */
export function LibraryChoices({ images, locale }: { images: readonly LibraryChoice[]; locale: "en" | "pt" }) {
  if (!images.length) return null;
  return (
    <>
      <datalist id={libraryListId}>
        {images.map((image) => (
          <option key={image.key} value={libraryImagePath(image.key)}>
            {`${image.altEn} (${image.width}×${image.height})`}
          </option>
        ))}
      </datalist>
      <details className="st-field">
        <summary>Insert an image from the library into the body ({images.length})</summary>
        <p className="st-hint">Copy an image's line into the body where it should appear. Its alt text is in the piece's language; its size keeps the page from jumping.</p>
        <ul style={{ listStyle: "none", padding: 0 }}>
          {images.map((image) => {
            const alt = locale === "pt" ? image.altPt : image.altEn;
            return (
              <li key={image.key} style={{ display: "flex", gap: "0.75rem", alignItems: "center", margin: "0 0 0.5rem" }}>
                <img src={libraryImagePath(image.key)} alt="" width={image.width} height={image.height} loading="lazy" style={{ width: "4rem", height: "auto", flex: "none" }} />
                <code style={{ overflowWrap: "anywhere" }}>{`<img src="${libraryImagePath(image.key)}" alt="${alt.replaceAll('"', "&quot;")}" width="${image.width}" height="${image.height}">`}</code>
              </li>
            );
          })}
        </ul>
      </details>
    </>
  );
}
