/** What the library's forms and their server share (decision 0507). */
export const altMaxLength = 300;

export interface AltValues {
  altEn: string;
  altPt: string;
}
export type ImageFormErrors = Partial<Record<"file" | "altEn" | "altPt", string>>;

/** Said after every refused upload: browsers never keep a chosen file in a form they render again. */
export const chooseAgain = "Choose the file again: for your safety the browser does not keep it after a refusal.";

