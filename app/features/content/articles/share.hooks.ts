/**
 * The share links' hook (ShareButtons): each link names its network. The page's inline
 * script (app/features/content/share-popup-script.ts) opens the links so marked in a popup.
 */
export enum ShareHooks {
  link = "data-share",
}
