import { appUrls } from "~/lib/site";
import { buttonClass } from "~/components/ui/buttons";
import { ExternalLink } from "~/components/ui/links";

/** A call to action that opens the application's sign-up in a new tab. */
export function TrialCta({ heading, text, button, id }: { heading: string; text?: string; button: string; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-slate-900 px-6 py-10 text-center text-white sm:px-10">
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      {text ? <p className="mx-auto mt-3 max-w-xl text-slate-200">{text}</p> : null}
      <ExternalLink href={appUrls.signUp} className={`${buttonClass("primary", "lg")} mt-6`}>
        {button}
      </ExternalLink>
    </section>
  );
}
