/**
 * The channel managers and property management systems the channel-integration page
 * lists (spec 2 §2.17: one manager is live, the named others partly pending). Update a
 * status here when a connector ships; the page and its tests follow.
 */
export type IntegrationStatus = "live" | "inDevelopment" | "comingSoon";

export const channelIntegrations: ReadonlyArray<{
  name: string;
  kind: "channelManager" | "pms";
  status: IntegrationStatus;
}> = [
  { name: "Hostaway", kind: "channelManager", status: "live" },
  { name: "Guesty", kind: "channelManager", status: "inDevelopment" },
  { name: "Lodgify", kind: "pms", status: "inDevelopment" },
  { name: "Smoobu", kind: "channelManager", status: "comingSoon" },
];
