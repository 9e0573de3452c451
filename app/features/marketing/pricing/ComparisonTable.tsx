import { useTranslation } from "~/lib/translation";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import {
  comparisonCell,
  comparisonPlans,
  groupByCategory,
  type ComparisonCell,
  type ComparisonRow,
} from "~/features/marketing/pricing/comparison";
import { Icon } from "../Icons";

/** The rows from the backend, or null when they could not be read. */
export type ComparisonData = ComparisonRow[] | null;

/**
 * The feature comparison table (spec 1 §2.4). The server renders it complete. Empty data
 * shows the spec's message; a backend failure says so instead of leaving a blank.
 */
export function ComparisonTable({ rows }: { rows: ComparisonData }) {
  const { t } = useTranslation("pricing");
  return (
    <section aria-labelledby="comparison-title" className="mt-20" data-comparison>
      <div className="text-center">
        <h3 id="comparison-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("comparison.title")}
        </h3>
        <p className="mt-2 text-slate-700">{t("comparison.subtitle")}</p>
      </div>
      <div className="mt-8">
        {rows === null ? (
          <ComparisonMessage text={t("comparison.error")} />
        ) : rows.length === 0 ? (
          <ComparisonMessage text={t("comparison.empty")} />
        ) : (
          <ComparisonGrid rows={rows} />
        )}
      </div>
    </section>
  );
}

function ComparisonGrid({ rows }: { rows: ComparisonRow[] }) {
  const { t } = useTranslation("pricing");
  return (
    // On a phone the table scrolls sideways inside this region, never the page (issue 10 item 4);
    // the region takes focus so a keyboard can scroll it too. `relative` makes it the containing
    // block of the cells' visually hidden (absolutely positioned) labels, which otherwise escape
    // the scroll box and widen the page.
    <ScrollRegion label={t("comparison.caption")} className="relative rounded-2xl border border-slate-200" data-comparison-scroll>
      <table className="comparison w-full min-w-[40rem] table-fixed border-collapse bg-white text-left text-sm">
        <caption className="sr-only">{t("comparison.caption")}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="w-2/5 px-4 py-4 font-semibold text-slate-900 sm:px-6">
              {t("comparison.feature")}
            </th>
            {comparisonPlans.map((plan) => (
              <th key={plan} scope="col" className="w-1/5 px-4 py-4 text-center font-semibold text-slate-900">
                {t(`plans.${plan}.name`)}
              </th>
            ))}
          </tr>
        </thead>
        {groupByCategory(rows).map((group) => (
          <tbody key={group.category} data-category={group.category}>
            <tr className="bg-teal-50">
              <th scope="colgroup" colSpan={4}>
                {group.category}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.id} data-feature-row>
                <th scope="row">
                  {row.featureName}
                  {row.featureDescription ? (
                    <span>{row.featureDescription}</span>
                  ) : null}
                </th>
                {/* Cells and row headers are styled by the table's class (.comparison, app/tailwind.css). */}
                {comparisonPlans.map((plan) => (
                  <td key={plan}>
                    <Cell cell={comparisonCell(row, plan)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </ScrollRegion>
  );
}

function Cell({ cell }: { cell: ComparisonCell }) {
  const { t } = useTranslation("pricing");
  // The cell's type and colour are the table's (.comparison in app/tailwind.css).
  if (cell.kind === "value") return cell.text;
  const included = cell.kind === "included";
  return (
    <span className="inline-flex justify-center" data-cell={cell.kind}>
      <Icon name={included ? "check" : "cross"} className={included ? "text-teal-700" : "text-slate-500"} />
      <span className="sr-only">{t(included ? "comparison.included" : "comparison.notIncluded")}</span>
    </span>
  );
}

function ComparisonMessage({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-700" data-comparison-message>
      {text}
    </p>
  );
}
