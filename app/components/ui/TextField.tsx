import type { InputHTMLAttributes } from "react";
import { fieldAttributes, type FieldReply } from "./form-reply";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue"> & {
  field: FieldReply;
  label: string;
  type: "text" | "email" | "tel" | "url";
  /** The translated message of the field's first error, if any. */
  error: string | null;
  tone?: "light" | "dark";
};

/**
 * A labelled text input: its typed value comes back after a refused post, and its error
 * sits right under it, linked by aria-describedby.
 */
export function TextField({ field, label, type, error, tone = "light", className = "", ...rest }: TextFieldProps) {
  const dark = tone === "dark";
  return (
    <div className={className}>
      <label htmlFor={field.id} className={`mb-1 block text-sm font-medium ${dark ? "text-slate-100" : "text-slate-800"}`}>
        {label}
      </label>
      <input
        {...fieldAttributes(field)}
        type={type}
        defaultValue={field.value}
        {...rest}
        className="field-input"
      />
      {error ? (
        <p id={field.errorId} className={`mt-1 text-sm font-medium ${dark ? "text-red-200" : "text-red-700"}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
