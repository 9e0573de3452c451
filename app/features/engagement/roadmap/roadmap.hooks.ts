/**
 * The comment form's hooks (roadmap.enhance.ts): the form it starts on (CommentForm, also
 * a "form" posted in place) names the field that must hold text, its Cancel link, and the
 * list of comments (CommentList) it scrolls to the newest.
 */
export enum RoadmapHooks {
  module = "roadmap",
  requiresText = "data-requires-text",
  clear = "data-clear-form",
  commentList = "data-comment-list",
}
