import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { ExternalLink } from "~/components/ui/links";
import { appUrls } from "~/lib/site";
import { Container } from "~/components/layout/PageSection";
import { CheckList } from "../Section";
import type { AuditEstimate } from "../calculator/audit-estimate";
import { AuditForm } from "./AuditForm";

/**
 * The demo call to action (spec 1 §2.3), with the free-audit form beside it: both are
 * ways to talk to the team before signing up (docs/decisions/0101-free-audit-requests.md).
 */
export function DemoSection({ estimate }: { estimate?: AuditEstimate | null }) {
  const { t } = useTranslation("home");
  const points = t("demo.points", { returnObjects: true }) as string[];
  return (
    <section id="demo" aria-labelledby="demo-title" className="bg-slate-900 py-20 text-white sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id="demo-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t("demo.title")}
          </h2>
          <p className="mt-4 text-lg text-slate-200">{t("demo.text")}</p>
          <CheckList items={points} className="mt-6 space-y-3" itemClass="flex gap-3 text-slate-100" iconClass="text-teal-300" />
          <ExternalLink href={appUrls.bookDemo} className={`${buttonClass("primary", "lg")} mt-8`}>
            {t("demo.button")}
          </ExternalLink>
        </div>
        <AuditForm estimate={estimate} />
      </Container>
    </section>
  );
}
