/**
 * The route dialog's hooks (RouteDialog.tsx; app/enhance/dialog.ts): the server's stand-in
 * for the backdrop, the dialog, its Close link, its sticky title bar and the state its fade-out
 * is styled by.
 */
export enum DialogHooks {
  module = "dialog",
  overlay = "data-dialog-overlay",
  dialog = "data-route-dialog",
  close = "data-dialog-close",
  bar = "data-dialog-bar",
  closing = "data-closing",
}
