/**
 * The application form's hooks (careers.enhance.ts): the form it starts on
 * (ApplicationForm, posted by the behaviour itself, not by "form"), and, with the form's id as
 * value, its alert box and the progress bar it fills while the resume is sent.
 */
export enum CareersHooks {
  module = "careers",
  alert = "data-form-alert",
  progress = "data-upload-progress",
}
