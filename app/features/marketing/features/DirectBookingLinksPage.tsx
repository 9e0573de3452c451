import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { CalculatorTeaser } from "../calculator/CalculatorTeaser";
import { CenteredSection, FramedTable } from "../Section";
import { CardGrid, FeatureCta, FeaturePageLayout, FeatureSection } from "./FeaturePageLayout";

/** Direct booking links (spec 2 §2.17): tracked links per campaign, UTM links and QR codes. */
export function DirectBookingLinksPage({ page, layout }: { page: FeaturePageCopy<"direct-booking-links">; layout: FeatureLayoutCopy }) {
  const example = page.example;
  const columns = [example.link, example.clicks, example.bookings, example.revenue].map((label, index) => ({ label, numeric: index > 0 }));
  return (
    <FeaturePageLayout slug="direct-booking-links" layout={layout} page={page} actions={["trial", "demo"]}>
      <FeatureSection id="how-links-work" title={page.how.title} tone="grey">
        <CardGrid items={page.how.steps} columns={3} />
      </FeatureSection>
      <CenteredSection titleId="example-title" title={example.title} width="max-w-4xl" className="py-16">
        <FramedTable caption={example.caption} columns={columns} tableClass="min-w-[32rem]">
          {example.rows.map((row) => (
            <tr key={row.link} className="border-t border-slate-100">
              <th scope="row" className="px-5 py-3 font-medium text-slate-900">{row.link}</th>
              <td className="px-5 py-3 text-right text-slate-800">{row.clicks}</td>
              <td className="px-5 py-3 text-right text-slate-800">{row.bookings}</td>
              <td className="px-5 py-3 text-right text-slate-800">{row.revenue}</td>
            </tr>
          ))}
        </FramedTable>
        <p className="mt-3 text-center text-sm text-slate-600">{example.note}</p>
      </CenteredSection>
      <CalculatorTeaser />
      <FeatureCta title={page.cta.title} text={page.cta.text} layout={layout} />
    </FeaturePageLayout>
  );
}
