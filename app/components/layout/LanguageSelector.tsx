import { useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { redirectFieldName } from "~/lib/forms";
import { alternatesOf } from "~/lib/alternates";
import { languageTargetFieldName, supportedLanguages } from "~/lib/i18n";
import { useLang } from "../ui/links";

/**
 * Two buttons in a plain form: the choice is saved in a cookie and the visitor lands on
 * the same page in the other language (a content piece's twin, whatever its slug). A full page load on purpose, with or without
 * JavaScript, so the whole page switches language at once.
 */
export function LanguageSelector({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  // A piece whose twin has another slug names where each language goes (decision 0216).
  const switchTo = alternatesOf(useMatches())?.switchTo;
  return (
    <form method="post" action="/resources/language" className={className}>
      <input type="hidden" name={redirectFieldName} value={location.pathname + location.search} />
      {switchTo
        ? supportedLanguages.map((option) => (
            <input key={option} type="hidden" name={languageTargetFieldName(option)} value={switchTo[option]} />
          ))
        : null}
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">{t("language.label")}</legend>
        {supportedLanguages.map((option) => (
          <button
            key={option}
            type="submit"
            name="lang"
            value={option}
            lang={option === "pt" ? "pt-BR" : "en"}
            aria-current={option === lang ? "true" : undefined}
            className="language-choice"
          >
            {t(`language.${option}`)}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
