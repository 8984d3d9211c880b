import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("history", "routes/history.tsx"),
  route("templates", "routes/templates.tsx"),
  route("weighted", "routes/weighted.tsx"),
  route("ai-reasoning", "routes/ai-reasoning.tsx"),
  route("battle-royale", "routes/battle-royale.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("decision-making-guide", "routes/decision-making-guide.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
