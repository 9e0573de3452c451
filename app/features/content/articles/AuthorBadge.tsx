import { initialsOf } from "~/features/content/format";

/** The author's initials in a circle and their name, or the "Unknown" text (spec 2 §2.5, §2.9). */
export function AuthorBadge({ name, unknownLabel, size = "sm" }: { name: string; unknownLabel: string; size?: "sm" | "md" }) {
  const known = name.trim() !== "";
  const circle = size === "md" ? "h-10 w-10 text-sm" : "h-8 w-8 text-xs";
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`inline-flex ${circle} shrink-0 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-900`}
      >
        {known ? initialsOf(name) : "?"}
      </span>
      <span className="font-medium text-slate-800">{known ? name : unknownLabel}</span>
    </span>
  );
}
