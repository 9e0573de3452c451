/** A spinning ring with a text for everyone (the ring itself is decoration). */
export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-slate-700 ${className}`}>
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-teal-700 border-t-transparent motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
