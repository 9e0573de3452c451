import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "~/lib/translation";
import { Icon, type IconName } from "~/features/marketing/Icons";
import { Container } from "~/components/layout/PageSection";
import { CtaBand, HeaderSection, InitialsAvatar, NoticeSection, SectionHeader } from "~/features/marketing/Section";
import { buttonClass } from "~/components/ui/buttons";
import { ExternalLink } from "~/components/ui/links";
import type { RouteHandle } from "~/lib/route-handle";
import { marketingMeta } from "~/features/marketing/meta";
import { appUrls, trial } from "~/lib/site";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/** No module of its own: the layout's (header, banner, forms) is the only script (DESIGN §9). */
export const handle = { page: { cache: "marketing", sitemap: "listed", bench: { name: "About", budget: "light" } } } satisfies RouteHandle;

export async function loader({ params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "about");
  return json({ meta: { title: t("meta.title"), description: t("meta.description") } });
}

interface Card {
  title: string;
  text: string;
}
interface Member {
  name: string;
  role: string;
  bio: string;
}

const differentIcons: IconName[] = ["home", "sparkles", "link", "heart"];
const valueIcons: IconName[] = ["lightbulb", "sparkles", "check", "users"];

/** About (spec 1 §2.5; its path /about comes from spec 2's route list). */
export default function AboutPage() {
  const { t } = useTranslation("about");
  const list = <T,>(key: string) => t(key, { returnObjects: true }) as T[];
  const story = list<string>("story.paragraphs");
  const different = list<Card>("different.items");
  const values = list<Card>("values.items");
  const audiences = list<Card>("exclusive.items");
  const members = list<Member>("team.members");
  const cta = { title: t("cta.title"), text: t("cta.text"), note: t("cta.note", { days: trial.days }) };

  return (
    <>
      <section aria-labelledby="about-title" className="bg-gradient-to-b from-teal-50 to-white">
        <Container className="py-16 sm:py-20">
          <SectionHeader id="about-title" level={1} eyebrow={t("hero.eyebrow")} title={t("hero.title")} subtitle={t("hero.text")} />
        </Container>
      </section>

      <section aria-labelledby="story-title" className="py-16">
        <Container className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="story-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
              {t("story.title")}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-slate-700">
              {story.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="self-start rounded-2xl bg-teal-900 p-8 text-white lg:mt-14">
            <h2 className="text-2xl font-bold">{t("mission.title")}</h2>
            <p className="mt-4 text-xl leading-relaxed text-teal-50">{t("mission.text")}</p>
          </div>
        </Container>
      </section>

      <HeaderSection titleId="different-title" title={t("different.title")} className="bg-slate-50 py-16 sm:py-20">
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {different.map((item, index) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <Icon name={differentIcons[index] ?? "check"} className="h-7 w-7 text-teal-700" />
              <h3 className="mt-4 text-lg font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </HeaderSection>

      <HeaderSection titleId="values-title" title={t("values.title")} className="py-16 sm:py-20">
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value, index) => (
            <li key={value.title} className="text-center">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-teal-50 text-teal-800">
                <Icon name={valueIcons[index] ?? "check"} className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </HeaderSection>

      <HeaderSection
        titleId="exclusive-title"
        title={t("exclusive.title")}
        subtitle={t("exclusive.text")}
        className="bg-teal-50 py-16 sm:py-20"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {audiences.map((audience) => (
            <li key={audience.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-slate-900">{audience.title}</h3>
              <p className="mt-2 text-slate-700">{audience.text}</p>
            </li>
          ))}
        </ul>
      </HeaderSection>

      <HeaderSection titleId="team-title" title={t("team.title")} subtitle={t("team.text")} className="py-16 sm:py-20">
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {members.map((member) => (
            <li key={member.name} className="rounded-2xl border border-slate-200 p-6 text-center">
              <InitialsAvatar name={member.name} size="lg" />
              <h3 className="mt-4 text-lg font-bold text-slate-900">{member.name}</h3>
              <p className="text-sm font-semibold text-teal-800">{member.role}</p>
              <p className="mt-3 text-slate-700">{member.bio}</p>
            </li>
          ))}
        </ul>
      </HeaderSection>

      <NoticeSection
        titleId="notice-title"
        title={t("notice.title")}
        text={t("notice.text")}
        className="pb-16"
        width="max-w-3xl"
        data-affiliation-notice
      />

      <CtaBand titleId="about-cta-title" {...cta} spacing="py-16 sm:py-20">
        <ExternalLink href={appUrls.signUp} className={`${buttonClass("secondary", "lg")} mt-8`}>
          {t("cta.button")}
        </ExternalLink>
      </CtaBand>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => marketingMeta(data?.meta, { location, matches });
