/** Engagement (issue 5): roadmap votes and comments, careers and applications, downloads. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by its issue
export interface EngagementPort {}
