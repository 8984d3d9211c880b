import { type RouteConfig, index } from "@react-router/dev/routes";

export default [index("routes/reference-page.tsx")] satisfies RouteConfig;
