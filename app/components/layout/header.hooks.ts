/** The header's hooks (Header.tsx; app/enhance/site.enhance.ts): where its shadow starts, its state, its menus. */
export enum HeaderHooks {
  module = "header",
  shadowAfter = "data-shadow-after",
  scrolled = "data-scrolled",
  menu = "data-menu",
}
