/** Placeholder cards while a list loads (spec 2 §9 counts). */
export function CardSkeletons({ count, label, image = true }: { count: number; label: string; image?: boolean }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} data-skeleton className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {image ? <div className="aspect-[1200/630] bg-slate-200" /> : null}
            <div className="space-y-3 p-6">
              <div className="h-4 w-1/3 rounded bg-slate-200" />
              <div className="h-6 w-3/4 rounded bg-slate-200" />
              <div className="h-4 w-full rounded bg-slate-200" />
              <div className="h-4 w-5/6 rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

