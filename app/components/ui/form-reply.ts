import type { SubmissionResult } from "@conform-to/react";

/** A field as a server-rendered form shows it: its ids, the value typed before a refused post, its errors. */
export interface FieldReply {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  /** The typed value that came back (strings only: a file never does). */
  value: string | undefined;
  errors: string[] | undefined;
}

/** What a form renders from the server's reply to its last post (none on a first load). */
export interface FormReply {
  id: string;
  errorId: string;
  status: SubmissionResult["status"];
  /** Errors of the whole form (conform keeps them under the empty name). */
  errors: string[] | undefined;
  field(name: string): FieldReply;
}

/**
 * Reads an action's reply (the 400 re-render, or the flash after a redirect) into the
 * ids, typed values and errors a form renders, named as conform names them, so the
 * action's `submission.reply()` stays the one format and the markup keeps its ids.
 */
export function formReply(formId: string, result: SubmissionResult<string[]> | null | undefined): FormReply {
  const typed = (result?.initialValue ?? {}) as Record<string, unknown>;
  const errorsOf = (name: string) => result?.error?.[name] ?? undefined;
  return {
    id: formId,
    errorId: `${formId}-error`,
    status: result?.status,
    errors: errorsOf(""),
    field(name) {
      const id = `${formId}-${name}`;
      const value = typed[name];
      return { id, name, formId, errorId: `${id}-error`, value: typeof value === "string" ? value : undefined, errors: errorsOf(name) };
    },
  };
}

/** The attributes conform put on a form: its id, no browser bubbles, and a link to its error. */
export function formAttributes(form: FormReply): { id: string; noValidate: true; "aria-describedby"?: string } {
  return form.errors ? { id: form.id, noValidate: true, "aria-describedby": form.errorId } : { id: form.id, noValidate: true };
}

/**
 * The attributes conform put on a field's control. Absent ones are left out rather than
 * undefined, so an `aria-describedby` the caller adds lands where it did with conform.
 */
export function fieldAttributes(field: FieldReply): { id: string; name: string; form: string; "aria-invalid"?: true; "aria-describedby"?: string } {
  const names = { id: field.id, name: field.name, form: field.formId };
  return field.errors === undefined ? names : { ...names, "aria-invalid": true, "aria-describedby": field.errorId };
}

/** A TextField's or TextAreaField's own props for the field `name`: its reply, label and error text. */
export function fieldProps(form: FormReply, name: string, label: string, errorText: (errors: string[] | undefined) => string | null) {
  const field = form.field(name);
  return { field, label, error: errorText(field.errors) };
}
