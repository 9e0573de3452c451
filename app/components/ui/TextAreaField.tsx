import type { TextareaHTMLAttributes } from "react";
import { fieldAttributes, type FieldReply } from "./form-reply";

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue"> & {
  field: FieldReply;
  label: string;
  /** The translated message of the field's first error, if any. */
  error: string | null;
  /** Keeps the label for assistive technology only (the placeholder says the same). */
  hideLabel?: boolean;
};

/** A labelled textarea, like TextField: typed text survives a refused post. */
export function TextAreaField({ field, label, error, hideLabel = false, className = "", ...rest }: TextAreaFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-medium text-slate-800"}>
        {label}
      </label>
      <textarea
        {...fieldAttributes(field)}
        defaultValue={field.value}
        {...rest}
        className="field-input"
      />
      {error ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
