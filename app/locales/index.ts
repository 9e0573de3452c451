import enCommon from "./en/common.json";
import ptCommon from "./pt/common.json";
import enHome from "./en/home.json";
import ptHome from "./pt/home.json";
import enPricing from "./en/pricing.json";
import ptPricing from "./pt/pricing.json";
import enAbout from "./en/about.json";
import ptAbout from "./pt/about.json";
import enFeaturePages from "./en/featurePages.json";
import ptFeaturePages from "./pt/featurePages.json";
import enLegal from "./en/legal.json";
import ptLegal from "./pt/legal.json";
import enBlog from "./en/blog.json";
import ptBlog from "./pt/blog.json";
import enTutorials from "./en/tutorials.json";
import ptTutorials from "./pt/tutorials.json";
import enHelp from "./en/help.json";
import ptHelp from "./pt/help.json";
import enCaseStudies from "./en/caseStudies.json";
import ptCaseStudies from "./pt/caseStudies.json";
import enComparisons from "./en/comparisons.json";
import ptComparisons from "./pt/comparisons.json";
import enRoadmap from "./en/roadmap.json";
import ptRoadmap from "./pt/roadmap.json";
import enCareers from "./en/careers.json";
import ptCareers from "./pt/careers.json";
import enDownloads from "./en/downloads.json";
import ptDownloads from "./pt/downloads.json";
import enCalculator from "./en/calculator.json";
import ptCalculator from "./pt/calculator.json";
import enPlanner from "./en/planner.json";
import ptPlanner from "./pt/planner.json";
import enIntegrations from "./en/integrations.json";
import ptIntegrations from "./pt/integrations.json";

/**
 * Every translation resource, by language and namespace. The server renders with all of
 * them (one i18next instance per language per isolate, app/server/i18n.server.ts); no page
 * loads translations in the browser.
 *
 * Namespaces by area: common (shell, newsletter, 404); home, pricing, about,
 * featurePages, legal, calculator, planner (marketing); blog, tutorials, help, caseStudies, comparisons,
 * integrations (content); roadmap, careers, downloads (engagement).
 */
export const resources = {
  en: {
    common: enCommon,
    home: enHome,
    pricing: enPricing,
    about: enAbout,
    featurePages: enFeaturePages,
    legal: enLegal,
    blog: enBlog,
    tutorials: enTutorials,
    help: enHelp,
    caseStudies: enCaseStudies,
    comparisons: enComparisons,
    roadmap: enRoadmap,
    careers: enCareers,
    downloads: enDownloads,
    calculator: enCalculator,
    planner: enPlanner,
    integrations: enIntegrations,
  },
  pt: {
    common: ptCommon,
    home: ptHome,
    pricing: ptPricing,
    about: ptAbout,
    featurePages: ptFeaturePages,
    legal: ptLegal,
    blog: ptBlog,
    tutorials: ptTutorials,
    help: ptHelp,
    caseStudies: ptCaseStudies,
    comparisons: ptComparisons,
    roadmap: ptRoadmap,
    careers: ptCareers,
    downloads: ptDownloads,
    calculator: ptCalculator,
    planner: ptPlanner,
    integrations: ptIntegrations,
  },
} as const;

export type Namespace = keyof (typeof resources)["en"];
