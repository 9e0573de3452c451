/**
 * The share links' hook (app/features/content/articles/ShareButtons.tsx): their list names the
 * behaviour the layout's module starts (app/enhance/share.ts). It is in the layout's module, not
 * in a module of the article's own, because an article's JavaScript budget is the layout
 * module's (DESIGN §9, decision 0051).
 */
export enum ShareHooks {
  module = "share",
}
