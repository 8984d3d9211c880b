import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { sitePages } from "./site-pages";

export default [
  ...sitePages.map(({ path, module }) => (path === "/" ? index(module) : route(path.slice(1), module))),
  route("*", "features/site/routes/not-found.tsx"),
] satisfies RouteConfig;
