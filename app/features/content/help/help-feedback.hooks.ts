/**
 * "Was this article helpful?"'s hooks (help-feedback.enhance.ts): the block it starts on
 * (HelpFeedback) and its three steps, each named by its value (ask, comment, thanks).
 */
export enum HelpFeedbackHooks {
  module = "help-feedback",
  step = "data-feedback-step",
}
