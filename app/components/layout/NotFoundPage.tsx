import { useTranslation } from "~/lib/translation";
import { LocalLink } from "../ui/links";

/** The 404 page (spec 2 §2.4). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage code={t("notFound.code")} heading={t("notFound.heading")} text={t("notFound.text")} home={t("notFound.home")} />;
}

/** Shown for anything but a 404 that escapes a route: never a blank page. */
export function ErrorPage() {
  const { t } = useTranslation();
  return <MessagePage heading={t("error.heading")} text={t("error.text")} home={t("error.home")} />;
}

const refusedFormReasons = { 400: "unreadable", 413: "tooLarge", 415: "unsupportedType" } as const;

/** The statuses a page's form action throws for a body it cannot read (app/server/form-body.server.ts). */
export function isRefusedFormStatus(status: number): status is keyof typeof refusedFormReasons {
  return status in refusedFormReasons;
}

/** A form post refused before its fields were read: why, in the page's language. */
export function FormRefusedPage({ status }: { status: keyof typeof refusedFormReasons }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      code={String(status)}
      heading={t("formRefused.heading")}
      text={t(`formRefused.${refusedFormReasons[status]}`)}
      home={t("formRefused.back")}
    />
  );
}

function MessagePage({ code, heading, text, home }: { code?: string; heading: string; text: string; home: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      {code ? <p className="text-7xl font-extrabold text-teal-700">{code}</p> : null}
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-3 text-lg text-slate-700">{text}</p>
      <LocalLink to="/" className="mt-8 rounded-md bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800">
        {home}
      </LocalLink>
    </div>
  );
}
