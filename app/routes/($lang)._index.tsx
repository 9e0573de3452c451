import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/components/ui/links";
import { pageMeta } from "~/lib/meta";
import { appUrls } from "~/lib/site";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang);
  return json({ meta: { title: t("home.title"), description: t("home.description") } });
}

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t("home.heroTitle")}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">{t("home.heroText")}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ExternalLink
            href={appUrls.signUp}
            className="rounded-md bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
          >
            {t("home.heroPrimary")}
          </ExternalLink>
          <ExternalLink
            href={appUrls.bookDemo}
            className="rounded-md border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-slate-50"
          >
            {t("home.heroSecondary")}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) => pageMeta(data?.meta, location);
