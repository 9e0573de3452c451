import type { RouteTableData } from "../app/lib/route-handle";

export const routeTablePath: string;
export function routeTableFrom(
  buildRoutes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module?: { handle?: { page?: unknown } } }>,
): RouteTableData;
export function writeRouteTable(): Promise<RouteTableData>;
export function readRouteTable(): Promise<RouteTableData>;
