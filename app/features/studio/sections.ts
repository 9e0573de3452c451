import type { StudioArea } from "./policy";

/**
 * The studio's inbox and library pages (issue 43, decision 0502): one row per area that has
 * its page, in the order the menu and the studio's home show them. A member sees the rows
 * whose area `can(member, "read", area)` allows (`areasFor`). A new area adds its row here
 * when its route exists, so the menu never links to a page that is not there.
 */
export interface StudioSection {
  area: StudioArea;
  /** The area's first page. */
  href: string;
  /** Its name in the menu. */
  label: string;
  /** One line on the studio's home saying what it is for. */
  summary: string;
}

export const studioSections: readonly StudioSection[] = [
  { area: "applications", href: "/studio/applications", label: "Applications", summary: "Each job's applications with their source; resumes, status and notes." },
  { area: "jobs", href: "/studio/jobs", label: "Jobs", summary: "Create, edit, close and reopen the jobs on the careers pages, in both languages." },
  { area: "comments", href: "/studio/comments", label: "Held comments", summary: "Roadmap comments with a link, waiting to be approved or rejected." },
  { area: "roadmap", href: "/studio/roadmap", label: "Roadmap", summary: "The public roadmap's items in both languages: status, votes and comments." },
  { area: "leads", href: "/studio/leads", label: "Leads", summary: "Every lead and its delivery: retry an event, export a campaign's leads as CSV." },
  { area: "subscribers", href: "/studio/subscribers", label: "Subscribers", summary: "Newsletter subscribers and their consent; export them, or forget a person on request." },
  { area: "catalog", href: "/studio/catalog/integrations", label: "Catalog", summary: "Integrations (status, roadmap link, text in both languages), the channel-fee table and the downloads' titles and files." },
  { area: "images", href: "/studio/images", label: "Images", summary: "The image library: upload covers and body images with their alt text in both languages." },
];

/** The words a refusal uses for an area ("may not open …"). */
export const areaWords: Record<StudioArea, string> = {
  applications: "job applications",
  jobs: "jobs",
  comments: "held comments",
  roadmap: "the roadmap",
  leads: "leads and their delivery",
  subscribers: "newsletter subscribers",
  catalog: "integrations, channel fees and downloads",
  images: "the image library",
};
