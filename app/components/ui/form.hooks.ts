/**
 * The hooks of a form posted in place (app/enhance/forms.ts). On the form: `data-module="form"`,
 * the page's route when it posts to it (`route`), the class of the messages it shows under
 * fields (`errorClass`), and its state while posting (`busy`) or once it gave up posting in
 * place (`plain`), and the ids of the parts of the page an in-place post may change
 * (`refresh`, space-separated). On a submit button: its label while posting (`busyLabel`). Anywhere in
 * the page, with the form's id as value: where its error and success messages go.
 */
export enum FormHooks {
  module = "form",
  route = "data-enhance-route",
  errorClass = "data-error-class",
  busy = "data-busy",
  plain = "data-plain",
  busyLabel = "data-busy-label",
  formError = "data-form-error",
  formSuccess = "data-form-success",
  refresh = "data-refresh",
}
