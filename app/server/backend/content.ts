/** Content library (issue 4): blog, tutorials, help center, case studies, comparisons. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by its issue
export interface ContentPort {}
