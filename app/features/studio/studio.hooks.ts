/**
 * The studio form's hooks (studio.enhance.ts, decision 0501): the piece's form it starts on
 * (PieceForm), its body field, its Save button and the region the live preview fills.
 */
export enum StudioHooks {
  module = "studio",
  /** On the form: the id of the preview region. */
  preview = "data-studio-preview",
  /** On the form: the route whose action renders a preview (`?_data=`). */
  route = "data-studio-route",
  body = "data-studio-body",
  save = "data-studio-save",
  /** In the preview region: where the rendered body goes. */
  previewBody = "data-studio-preview-body",
}
