import { NavLink } from "@remix-run/react";
import { FieldFrame } from "../StudioShell";

/** The catalog's three lists, linked from each (decision 0506). */
export function CatalogNav() {
  return (
    <nav aria-label="Catalog" className="st-filters">
      <NavLink to="/studio/catalog/integrations">Integrations</NavLink>
      <NavLink to="/studio/catalog/fees">Channel fees</NavLink>
      <NavLink to="/studio/catalog/downloads">Downloads</NavLink>
    </nav>
  );
}

export interface FieldState {
  values: Record<string, string>;
  errors?: Record<string, string>;
}

/** A text field (one line, or several) with its label, hint and message, holding what was typed. */
export function CatalogText({
  state,
  name,
  label,
  hint,
  lines,
  lang,
  type = "text",
  inputMode,
}: {
  state: FieldState;
  name: string;
  label: string;
  hint?: string;
  /** Rows of a textarea; a one-line input when absent. */
  lines?: number;
  lang?: "pt-BR";
  type?: "text" | "url" | "date";
  inputMode?: "decimal";
}) {
  const id = `catalog-${name}`;
  const error = state.errors?.[name];
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) =>
        lines ? (
          <textarea id={id} name={name} rows={lines} lang={lang} defaultValue={state.values[name] ?? ""} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        ) : (
          <input id={id} name={name} type={type} inputMode={inputMode} lang={lang} defaultValue={state.values[name] ?? ""} aria-invalid={error ? true : undefined} aria-describedby={describedBy} autoComplete="off" />
        )
      }
    </FieldFrame>
  );
}

/** A choice from a closed list. */
export function CatalogSelect({ state, name, label, hint, options }: { state: FieldState; name: string; label: string; hint?: string; options: ReadonlyArray<readonly [value: string, text: string]> }) {
  const id = `catalog-${name}`;
  const error = state.errors?.[name];
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select id={id} name={name} defaultValue={state.values[name] ?? ""} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The message a refused post shows above its form, naming how many fields to fix. */
export function CatalogRefusal({ errors }: { errors?: Record<string, string> }) {
  const count = errors ? Object.keys(errors).length : 0;
  if (!count) return null;
  return (
    <p className="st-alert" role="alert">
      Nothing was saved: {count === 1 ? "one field needs" : `${count} fields need`} a change (the messages are next to them).
    </p>
  );
}
