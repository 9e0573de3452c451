/** The heading band at the top of a list page (roadmap, downloads): its title and a line about it. */
export function PageIntro({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-14 sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{heading}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p>
      </div>
    </section>
  );
}
